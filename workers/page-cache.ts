import { CONSENT_COOKIE, parseConsent } from "../app/lib/consent";
import { requestCookies } from "../app/lib/http-cookies";
import { LOCALE_COOKIE } from "../app/lib/locale";
import { IsolateMemory } from "./isolate-memory";
import { type ContentReads, pluralsOf, readVersions, versionReader } from "./proxy/versions";

/**
 * Whole-page cache at the edge (the Workers Cache API) for anonymous visitors. The key carries the build (a
 * deployment never serves HTML that names old chunks) and the cookie-consent state (the only cookie a public
 * page renders differently for). A copy records the version tokens of the collections its loaders read: it
 * counts while they hold, so a write renews exactly the pages that show what it changed. It is fresh for 60 s
 * after its oldest content was read from the source, then served stale while a new copy renders in waitUntil.
 * A cached copy still carries the CSP nonce and the form keys of the request that rendered it: the Worker entry
 * rewrites both on every answer (workers/per-answer.ts).
 */
export const PAGE_FRESH_MS = 60_000;
const KEEP_SECONDS = 86_400;
/** When the oldest content of the copy was read from the source, and the tokens it was built under. */
const STORED_AT = "x-page-stored-at";
const DEPENDS_ON = "x-page-depends-on";
/** Cookies a cached page may vary on; any other cookie (a member session) means a personal page. */
const PUBLIC_COOKIES = new Set([LOCALE_COOKIE, CONSENT_COOKIE]);

type PageState = "HIT" | "STALE" | "MISS" | "BYPASS";

/**
 * Pages this isolate is re-rendering after serving them STALE. When a page's minute runs out, every request in
 * flight sees it stale; one background render per page is enough, and a burst of them took CPU from the answers
 * (the p99 tail of the benchmark).
 */
const refreshing = new Set<string>();

interface PageCopy {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

/**
 * The cached pages this isolate served or stored lately (8 MB), in memory in front of the Cache API, so a page
 * read a moment ago is answered without asking the cache again. Keyed like the cache and judged like it (tokens,
 * age), so a new build, a content write or another consent state never finds an old copy.
 */
const pageCopies = new IsolateMemory<PageCopy>(8 * 1024 * 1024, (copy) => copy.body.byteLength);

const responseOf = (copy: PageCopy) => new Response(copy.body, { status: copy.status, headers: copy.headers });

async function copyOf(response: Response): Promise<PageCopy> {
  return { body: await response.arrayBuffer(), status: response.status, headers: [...response.headers] };
}

/** The stored copy of a page: from this isolate's memory, else from the Cache API (then remembered). */
async function storedPage(cache: Cache, key: Request): Promise<Response | undefined> {
  const remembered = pageCopies.recall(key.url);
  if (remembered) return responseOf(remembered);
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const copy = await copyOf(hit);
  pageCopies.keep(key.url, copy);
  return responseOf(copy);
}

/** GET or HEAD by an anonymous visitor: no credentials and no cookie but the public ones. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.has("authorization")) return false;
  const names = Object.keys(requestCookies(request));
  // A pair the parser skipped (malformed or repeated) may still be someone's session: render, don't share.
  const pairs = (request.headers.get("cookie") ?? "").split(";").filter((pair) => pair.trim() !== "");
  return pairs.length === names.length && names.every((name) => PUBLIC_COOKIES.has(name));
}

/** Whether an answer's Cache-Control says it belongs to one visitor. */
const saysPrivate = (headers: Headers) => /no-store|private/i.test(headers.get("cache-control") ?? "");

/** A complete, public, successful page: nothing that sets a cookie or says it is private. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  return !saysPrivate(response.headers);
}

/**
 * Whether an answer is a page shared by every anonymous visitor: it went through the page cache (stored, served
 * from it, or rendered for it) and says nothing private. A member's page (BYPASS) and anything that did not come
 * through the cache (the back office, the API, errors before it) is not.
 */
export function isSharedPage(response: Response): boolean {
  const state = response.headers.get("x-page-cache");
  if (state === null || state === ("BYPASS" satisfies PageState)) return false;
  return !saysPrivate(response.headers);
}

function tagged(response: Response, state: PageState): Response {
  const copy = new Response(response.body, response);
  copy.headers.delete(STORED_AT);
  copy.headers.delete(DEPENDS_ON);
  // A page that says it is private (a signed link's page) keeps saying so to the browser; the cache's own rule
  // for the others is not the browser's.
  if (!saysPrivate(copy.headers)) copy.headers.delete("cache-control");
  // The timings of the render that made a cached copy are not this answer's.
  if (state === "HIT" || state === "STALE") copy.headers.delete("server-timing");
  copy.headers.set("x-page-cache", state);
  return copy;
}

/** A stored copy still counts while the tokens of every collection it read are the ones it was built under. */
async function stillCurrent(kv: KVNamespace, copy: Response): Promise<boolean> {
  const built = copy.headers.get(DEPENDS_ON) ?? "";
  return (await readVersions(kv, pluralsOf(built))) === built;
}

export async function cachedPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  buildVersion: string,
  render: (reads: ContentReads) => Promise<Response>,
): Promise<Response> {
  const kv = env.CONTENT_CACHE;
  if (!isCacheableRequest(request)) {
    const personal = tagged(await render(versionReader(kv)), "BYPASS");
    // A member's page (or any answer to a form) must not be kept by a browser or a shared cache either.
    personal.headers.set("cache-control", "private, no-store");
    return personal;
  }
  const url = new URL(request.url);
  // The validated choice, so a cookie value that is not one cannot mint cache entries of its own.
  const consent = parseConsent(requestCookies(request)[CONSENT_COOKIE]) ?? "none";
  const key = new Request(`https://page-cache.invalid/${buildVersion}/${consent}${url.pathname}${url.search}`);
  const cache = await caches.open("pages");

  const store = async (response: Response, reads: ContentReads) => {
    // Read whole first: by then every loader has answered, and the reads hold all the page depends on.
    const body = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, String(reads.oldestContent()));
    headers.set(DEPENDS_ON, reads.dependencies());
    headers.set("cache-control", `public, max-age=${KEEP_SECONDS}`);
    const copy: PageCopy = { body, status: response.status, headers: [...headers] };
    pageCopies.keep(key.url, copy);
    await cache.put(key, responseOf(copy));
  };
  /** A background refresh reads old content again from the source, so the new copy starts a fresh minute. */
  const renderAndStore = async (renew: boolean) => {
    const reads = versionReader(kv, { renew });
    const response = await render(reads);
    if (isStorableResponse(response)) ctx.waitUntil(store(response.clone(), reads));
    return response;
  };

  const stored = await storedPage(cache, key);
  const hit = stored && (await stillCurrent(kv, stored)) ? stored : undefined;
  if (hit) {
    const age = Date.now() - Number(hit.headers.get(STORED_AT) ?? 0);
    if (age < PAGE_FRESH_MS) return tagged(hit, "HIT");
    if (!refreshing.has(key.url)) {
      refreshing.add(key.url);
      const refresh = renderAndStore(true).then(
        () => undefined,
        (error: unknown) => console.error("page refresh failed", error),
      );
      ctx.waitUntil(refresh.finally(() => refreshing.delete(key.url)));
    }
    return tagged(hit, "STALE");
  }
  return tagged(await renderAndStore(false), "MISS");
}
