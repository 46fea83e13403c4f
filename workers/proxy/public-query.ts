import { collections } from "../../app/model/model";
import { errorResponse, invalidParam } from "../content/errors";

/**
 * A remote Strapi 4 asked without the API token applies its public (or authenticated) role, but two things that
 * role allows are privileged here: it honours `publicationState=preview` for anyone (drafts for every visitor),
 * and it silently drops a populate of a private relation where the embedded service refuses it. So a caller
 * without the token gets the query the embedded service would answer for them.
 */

/** Fields no caller may name in a query: the embedded service does not know them (`owners`). */
const PRIVATE_FIELDS = new Set(collections.flatMap((c) => Object.entries(c.fields).filter(([, field]) => "private" in field && field.private).map(([name]) => name)));

const QUERY_ROOTS = new Set(["populate", "filters", "sort", "fields"]);

/** Every field name a populate, filter, sort or fields parameter names, in its key's brackets or in its value. */
function namedFields(key: string, value: string): string[] {
  const root = key.split("[", 1)[0] ?? "";
  if (!QUERY_ROOTS.has(root)) return [];
  const inKey = [...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  // `filters` values are values, not names; the others list names (`populate=a,b.c`, `sort=name:asc`).
  return root === "filters" ? inKey : [...inKey, ...value.split(/[,.:]/)];
}

/** The URL a caller without the API token may send on: drafts dropped; or the 400 the embedded service answers. */
export function publicQuery(url: URL): URL | Response {
  for (const [key, value] of url.searchParams) {
    const named = namedFields(key, value).find((name) => PRIVATE_FIELDS.has(name));
    if (named) return errorResponse(invalidParam([key.split("[", 1)[0] ?? key], `Invalid key ${named}`));
  }
  if (!url.searchParams.getAll("publicationState").includes("preview")) return url;
  const live = new URL(url);
  live.searchParams.delete("publicationState");
  return live;
}
