import { cacheableCollection, cacheKey, dependencies, writtenCollections } from "./cache-key";
import { type CachedCopy, contentCopies, type EntryMeta } from "./isolate-copies";
import { beforeMarketWrite } from "./market-writes";
import { sourceFor, SourceUnavailable, withTimeout } from "./source";
import { accountRoute, answerAccountRoute } from "./strapi-accounts";
import { beforeNewsletterSignUp } from "./strapi-welcome";
import { bumpVersion, type ContentReads, mayWriteNow, versionReader } from "./versions";

/**
 * The cached content proxy behind `/api/*` (and the in-process content client of SSR loaders).
 *
 * A GET of a public content collection without Authorization is answered from KV: fresh (< 60 s, built under
 * the current collection versions) -> HIT; older -> STALE, refreshed in waitUntil; invalidated by a write or
 * absent -> asked from the source (MISS), and if the source is down the old copy is still served (STALE), else
 * a Strapi-shaped 503. Everything else goes straight to the source (BYPASS); a successful write bumps the
 * version of the public content it changed (none for member data: workers/proxy/cache-key.ts).
 *
 * One proxy serves one request (a page render with all its loaders, or one `/api` call). Within it a version
 * token is read from KV once, and the same GET (same URL, same credentials) is answered once: the layout and the
 * page asking for the same list share one answer. A write forgets both, so a loader that runs after an action
 * sees what the action wrote. The request's `reads` collect the tokens it read and the age of its oldest
 * answer: the page cache keys a page on them (workers/page-cache.ts).
 */
export const FRESH_MS = 60_000;
export const KEEP_SECONDS = 24 * 3600;

type CacheState = "HIT" | "STALE" | "MISS" | "BYPASS";

function unavailable(): Response {
  return Response.json(
    { data: null, error: { status: 503, name: "ServiceUnavailableError", message: "Content service unavailable", details: {} } },
    { status: 503, headers: { "x-cache": "MISS", "retry-after": "30" } },
  );
}

function cachedResponse(body: string | null, state: CacheState, method: string): Response {
  return new Response(method === "HEAD" ? null : body, {
    headers: { "content-type": "application/json; charset=utf-8", "x-cache": state },
  });
}

function tagged(response: Response, state: CacheState): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("x-cache", state);
  return copy;
}

/** Cache keys this isolate is refreshing after serving them STALE: one background fetch per key, not one per reader. */
const refreshing = new Set<string>();

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

export function contentProxy(env: Env, ctx: ExecutionContext, reads?: ContentReads): (request: Request) => Promise<Response> {
  const source = sourceFor(env, ctx);
  const kv = env.CONTENT_CACHE;
  const readVersions = reads ?? versionReader(kv);
  const answers = new Map<string, Promise<Answer>>();

  /** Ask the source; store a 200 under the versions read before asking, so a racing write still invalidates it. */
  async function fetchAndStore(url: URL, key: string, versions: string): Promise<{ response: Response; body: string }> {
    const response = await withTimeout(() => source.read(url));
    // A 5xx counts as the source being down, so a stale copy can stand in for it.
    if (response.status >= 500) throw new SourceUnavailable(`content source answered ${response.status}`);
    const body = await response.text();
    if (response.status === 200) {
      const metadata: EntryMeta = { storedAt: Date.now(), versions };
      contentCopies.keep(key, { body, meta: metadata });
      // KV takes one write per key per second: within it this isolate serves its own copy, the others miss once.
      // Another isolate may still have written the key within the second (429): a copy is best effort.
      if (mayWriteNow(key)) {
        ctx.waitUntil(kv.put(key, body, { expirationTtl: KEEP_SECONDS, metadata }).catch((error: unknown) => console.warn("content copy not stored", error)));
      }
    }
    return { response, body };
  }

  /** This isolate's copy when it was built under `versions`, else the KV copy (remembered for the next reader). */
  async function storedCopy(key: string, versions: Promise<string>): Promise<CachedCopy | undefined> {
    const inMemory = contentCopies.recall(key);
    if (inMemory && inMemory.meta.versions === (await versions)) return inMemory;
    const entry = await kv.getWithMetadata<EntryMeta>(key);
    if (entry.value === null || !entry.metadata) return undefined;
    const stored = { body: entry.value, meta: entry.metadata };
    if (stored.meta.versions === (await versions)) contentCopies.keep(key, stored);
    return stored;
  }

  async function cachedRead(request: Request, url: URL, plural: string): Promise<Response> {
    const key = await cacheKey(plural, url);
    const pendingVersions = readVersions(dependencies(plural, url));
    const [stored, versions] = await Promise.all([storedCopy(key, pendingVersions), pendingVersions]);
    const fresh = stored && stored.meta.versions === versions && Date.now() - stored.meta.storedAt < FRESH_MS;
    if (stored && stored.meta.versions === versions && (fresh || !readVersions.renew)) {
      readVersions.contentFrom(stored.meta.storedAt);
      if (fresh) return cachedResponse(stored.body, "HIT", request.method);
      if (!refreshing.has(key)) {
        refreshing.add(key);
        ctx.waitUntil(
          fetchAndStore(url, key, versions)
            .catch(() => undefined)
            .finally(() => refreshing.delete(key)),
        );
      }
      return cachedResponse(stored.body, "STALE", request.method);
    }
    try {
      readVersions.contentFrom(Date.now());
      const { response, body } = await fetchAndStore(url, key, versions);
      return new Response(request.method === "HEAD" ? null : body, {
        status: response.status,
        headers: { "content-type": response.headers.get("content-type") ?? "application/json; charset=utf-8", "x-cache": "MISS" },
      });
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      if (!stored) return unavailable();
      readVersions.contentFrom(stored.meta.storedAt);
      return cachedResponse(stored.body, "STALE", request.method);
    }
  }

  async function bypass(request: Request, url: URL): Promise<Response> {
    let response: Response;
    const afterMarketWrite = await beforeMarketWrite(env, request);
    const afterSignUp = beforeNewsletterSignUp(env, request);
    const body = request.method === "PUT" && request.headers.get("content-type")?.includes("json") ? await request.clone().json().catch(() => null) : null;
    try {
      response = await withTimeout(() => source.forward(request));
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      return tagged(unavailable(), "BYPASS");
    }
    if (request.method !== "GET" && request.method !== "HEAD" && response.ok) {
      for (const written of writtenCollections(url, body)) ctx.waitUntil(bumpVersion(kv, written));
      await afterMarketWrite?.(response);
      await afterSignUp?.(response);
    }
    return tagged(response, "BYPASS");
  }

  const answer = async (request: Request, url: URL): Promise<Response> => {
    // Behind a remote Strapi the members' own mails are the portal's: it answers their routes (decision 069).
    const account = env.CONTENT_API_URL ? accountRoute(request.method, url) : undefined;
    if (account) return tagged(await answerAccountRoute(account, env, ctx, request, (r) => withTimeout(() => source.forward(r))), "BYPASS");
    const plural = cacheableCollection(url);
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (isRead && plural && !request.headers.has("authorization")) return cachedRead(request, url, plural);
    return bypass(request, url);
  };

  /** A GET answered once per request; the body is kept as text (JSON), so every caller gets a fresh Response. */
  async function sharedRead(request: Request, url: URL): Promise<Response> {
    const id = `${url.pathname}${url.search}\n${request.headers.get("authorization") ?? ""}`;
    let pending = answers.get(id);
    if (!pending) {
      pending = answer(request, url).then(async (response) => ({
        status: response.status,
        headers: [...response.headers],
        body: await response.text(),
      }));
      answers.set(id, pending);
      // A failure is not remembered: the next caller asks again.
      pending.catch(() => answers.delete(id));
    }
    const { status, headers, body } = await pending;
    return new Response(body, { status, headers });
  }

  return async (request) => {
    const url = new URL(request.url);
    // Uploaded files stream through untouched; every other GET is a JSON answer worth sharing.
    if (request.method === "GET" && !url.pathname.startsWith("/api/uploads/")) return sharedRead(request, url);
    if (request.method !== "HEAD") {
      answers.clear();
      readVersions.forget();
    }
    return answer(request, url);
  };
}

/**
 * The content calls of a page answering a GET: its loaders read and never write, so a link opened by a mail
 * scanner or from another site changes nothing (a write is an action, answering a POST).
 */
export function readOnly(content: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "GET" || request.method === "HEAD") return content(request);
    console.error(`a GET page's loader tried ${request.method} ${new URL(request.url).pathname}`);
    return Response.json(
      { data: null, error: { status: 405, name: "MethodNotAllowedError", message: "A page answering a GET only reads", details: {} } },
      { status: 405 },
    );
  };
}
