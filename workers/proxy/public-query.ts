import { collectionByPlural, collections } from "../../app/model/model";
import { errorResponse, invalidParam, notFound } from "../content/errors";

/**
 * A remote Strapi 4 asked without the API token applies its public (or authenticated) role, but three things
 * that role allows are privileged here (each checked against a real Strapi 4.26 by npm run test:strapi):
 * - it honours `publicationState=preview` for anyone: drafts for every visitor;
 * - its findOne (`/api/venues/28`) answers a draft to anyone who knows the id, whatever the publication state;
 * - it silently drops a populate of a private relation, where the embedded service refuses it.
 * So a caller without the token gets what the embedded service would answer them.
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

/** The embedded service's 400 for a query naming a private field, or undefined. */
function privateFieldRefusal(url: URL): Response | undefined {
  for (const [key, value] of url.searchParams) {
    const named = namedFields(key, value).find((name) => PRIVATE_FIELDS.has(name));
    if (named) return errorResponse(invalidParam([key.split("[", 1)[0] ?? key], `Invalid key ${named}`));
  }
  return undefined;
}

/** One published entry by id, asked as a list filtered by it (a list keeps drafts out), answered as findOne. */
async function publishedOne(url: URL, plural: string, id: string, ask: (url: URL) => Promise<Response>): Promise<Response> {
  const list = new URL(url);
  list.pathname = `/api/${plural}`;
  list.searchParams.set("filters[id][$eq]", id);
  const response = await ask(list);
  if (response.status !== 200) return response;
  const body = (await response.json()) as { data?: unknown[] };
  const entry = body.data?.[0];
  return entry ? Response.json({ data: entry, meta: {} }) : errorResponse(notFound());
}

/**
 * A GET of `url` for a caller without the API token, through `ask` (the remote Strapi): drafts left out,
 * private fields refused. The answer is what the embedded service gives that caller.
 */
export function publicRead(url: URL, ask: (url: URL) => Promise<Response>): Promise<Response> {
  const refused = privateFieldRefusal(url);
  if (refused) return Promise.resolve(refused);
  const live = new URL(url);
  if (live.searchParams.getAll("publicationState").includes("preview")) live.searchParams.delete("publicationState");
  const [, plural, id] = /^\/api\/([a-z0-9-]+)\/(\d+)\/?$/.exec(live.pathname) ?? [];
  if (plural && id && collectionByPlural(plural)?.access === "content") return publishedOne(live, plural, id, ask);
  return ask(live);
}
