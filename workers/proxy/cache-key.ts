import { collectionByPlural, collections } from "../../app/model/model";
import { sha256Hex } from "../../app/lib/hex";

const isContent = (plural: string) => collectionByPlural(plural)?.access === "content";

/** A path segment's collection by its own plural (a former path names the same versions and copies). */
const canonical = (plural: string) => collectionByPlural(plural)?.plural ?? plural;

/** Which `/api/...` GETs the cache may answer: reads of public content collections, one or many. */
export function cacheableCollection(url: URL): string | undefined {
  const match = /^\/api\/([a-z0-9-]+)(?:\/(\d+))?\/?$/.exec(url.pathname);
  const plural = match?.[1];
  return plural && isContent(plural) ? canonical(plural) : undefined;
}

/** Content a write to a collection changes besides its own rows: a booking takes booths of its type or of the plan, a hold the plan's. */
const SIDE_EFFECTS: Readonly<Record<string, readonly string[]>> = { "booth-reservations": ["booth-types", "booths"], "booth-holds": ["booths"] };

/**
 * The public content a successful write changes, for invalidation (`/api/trade-shows/3` -> `trade-shows`). Member
 * data (sign-in, bookmarks, quotations, activity, uploads) changes nothing a cached page shows: none, except the
 * content it takes with it (a booth reservation: its booth type's stock and the plan's booths; a hold: the plan's).
 */
export function writtenCollections(url: URL, body?: unknown): string[] {
  const segment = /^\/api\/([a-z0-9-]+)/.exec(url.pathname)?.[1];
  if (!segment) return [];
  const plural = canonical(segment);
  if (privateOnly(plural, body)) return [];
  return [plural, ...(SIDE_EFFECTS[plural] ?? [])].filter(isContent);
}

/**
 * Whether a write's JSON body (`{ data: {...} }`) sets only private fields of the collection, such as a listing's
 * `owners` and `team` when a member joins or leaves it (docs/decisions/062): nothing a visitor sees changes, so
 * the public caches keep their copies.
 */
export function privateOnly(plural: string, body: unknown): boolean {
  const fields = collectionByPlural(plural)?.fields;
  const data = typeof body === "object" && body !== null ? (body as { data?: unknown }).data : undefined;
  if (!fields || typeof data !== "object" || data === null) return false;
  const names = Object.keys(data);
  return names.length > 0 && names.every((name) => {
    const field = fields[name];
    return field !== undefined && "private" in field && field.private === true;
  });
}

/**
 * The collections a cached answer depends on: itself, and with `populate` every content collection reachable
 * through its relations (a venue edit must refresh trade shows that embed it).
 */
export function dependencies(plural: string, url: URL): string[] {
  const found = new Set([plural]);
  if (![...url.searchParams.keys()].some((k) => k.startsWith("populate"))) return [...found];
  const queue = [plural];
  while (queue.length) {
    const current = collectionByPlural(queue.shift() ?? "");
    for (const field of Object.values(current?.fields ?? {})) {
      const target = field.target;
      if (field.type === "relation" && target && !found.has(target) && collections.some((c) => c.plural === target && c.access === "content")) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  return [...found].sort();
}

/** The same query in any parameter order gives the same key; values keep their order within a name. */
export function normalisedQuery(url: URL): string {
  const params = [...url.searchParams.entries()].map(([k, v], i) => ({ k, v, i }));
  params.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.i - b.i));
  return params.map(({ k, v }) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

/** A KV key (at most 512 bytes) for a request: collection, then a hash of path and normalised query. */
export async function cacheKey(plural: string, url: URL): Promise<string> {
  const text = `${url.pathname.replace(/\/$/, "")}?${normalisedQuery(url)}`;
  return `content:${plural}:${await sha256Hex(text)}`;
}
