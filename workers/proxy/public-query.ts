import { collectionByPlural } from "../../app/model/model";
import { errorResponse, invalidParam, notFound } from "../content/errors";

/**
 * A remote Strapi 4 asked without the API token applies its public (or authenticated) role, but three things
 * that role allows are privileged here (each checked against a real Strapi 4.26 by npm run test:strapi):
 * - it honours `publicationState=preview` for anyone: drafts for every visitor;
 * - its findOne (`/api/venues/28`) answers a draft to anyone who knows the id, whatever the publication state;
 * - it silently drops a populate of a private relation, where the embedded service refuses it.
 * So a caller without the token gets what the embedded service would answer them.
 */

const QUERY_ROOTS = new Set(["populate", "filters", "sort", "fields"]);

/**
 * The paths of field names a populate, filter, sort or fields parameter names, from the collection asked: the
 * names in its key's brackets, then each name or dotted path in its value (`populate=a,b.c`, `sort=name:asc`).
 */
function namedPaths(key: string, value: string): string[][] {
  const root = key.split("[", 1)[0] ?? "";
  if (!QUERY_ROOTS.has(root)) return [];
  const inKey = [...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  // `filters` values are values, not names.
  if (root === "filters") return [inKey];
  return value.split(",").map((part) => [...inKey, ...part.split(":", 1)[0]!.split(".")]);
}

/**
 * The first private field (`owners`, a booth's `booth_reservation`) a path reaches, walking relations from the
 * collection asked; operators, indices and the words `populate` and `fields` are not fields and are passed over.
 */
function privateOnPath(plural: string, path: readonly string[]): string | undefined {
  let collection = collectionByPlural(plural);
  for (const name of path) {
    const field = collection?.fields[name];
    if (!field) continue;
    if ("private" in field && field.private) return name;
    collection = field.type === "relation" && field.target ? collectionByPlural(field.target) : undefined;
  }
  return undefined;
}

/** The embedded service's 400 for a query naming a private field of the collections it reaches, or undefined. */
function privateFieldRefusal(url: URL): Response | undefined {
  const plural = /^\/api\/([a-z0-9-]+)/.exec(url.pathname)?.[1] ?? "";
  for (const [key, value] of url.searchParams) {
    for (const path of namedPaths(key, value)) {
      const named = privateOnPath(plural, path);
      if (named) return errorResponse(invalidParam([key.split("[", 1)[0] ?? key], `Invalid key ${named}`));
    }
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
