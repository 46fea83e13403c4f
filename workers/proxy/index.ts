import { cacheableCollection, cacheKey, dependencies, writtenCollections } from "./cache-key";
import { sourceFor, SourceUnavailable, withTimeout } from "./source";
import { bumpVersion, readVersions } from "./versions";

/**
 * The cached content proxy behind `/api/*` (and the in-process content client of SSR loaders).
 *
 * A GET of a public content collection without Authorization is answered from KV: fresh (< 60 s, built under
 * the current collection versions) -> HIT; older -> STALE, refreshed in waitUntil; invalidated by a write or
 * absent -> asked from the source (MISS), and if the source is down the old copy is still served (STALE), else
 * a Strapi-shaped 503. Everything else goes straight to the source (BYPASS); a successful write bumps the
 * version of the collection it wrote.
 */
export const FRESH_MS = 60_000;
export const KEEP_SECONDS = 24 * 3600;

interface EntryMeta {
  storedAt: number;
  versions: string;
}

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

export function contentProxy(env: Env, ctx: ExecutionContext): (request: Request) => Promise<Response> {
  const source = sourceFor(env, ctx);
  const kv = env.CONTENT_CACHE;

  /** Ask the source; store a 200 under the versions read before asking, so a racing write still invalidates it. */
  async function fetchAndStore(url: URL, key: string, versions: string): Promise<{ response: Response; body: string }> {
    const response = await withTimeout(() => source.read(url));
    // A 5xx counts as the source being down, so a stale copy can stand in for it.
    if (response.status >= 500) throw new SourceUnavailable(`content source answered ${response.status}`);
    const body = await response.text();
    if (response.status === 200) {
      const metadata: EntryMeta = { storedAt: Date.now(), versions };
      ctx.waitUntil(kv.put(key, body, { expirationTtl: KEEP_SECONDS, metadata }));
    }
    return { response, body };
  }

  async function cachedRead(request: Request, url: URL, plural: string): Promise<Response> {
    const key = await cacheKey(plural, url);
    const [entry, versions] = await Promise.all([kv.getWithMetadata<EntryMeta>(key), readVersions(kv, dependencies(plural, url))]);
    const stored = entry.value !== null && entry.metadata ? { body: entry.value, meta: entry.metadata } : undefined;
    if (stored && stored.meta.versions === versions) {
      if (Date.now() - stored.meta.storedAt < FRESH_MS) return cachedResponse(stored.body, "HIT", request.method);
      ctx.waitUntil(fetchAndStore(url, key, versions).catch(() => undefined));
      return cachedResponse(stored.body, "STALE", request.method);
    }
    try {
      const { response, body } = await fetchAndStore(url, key, versions);
      return new Response(request.method === "HEAD" ? null : body, {
        status: response.status,
        headers: { "content-type": response.headers.get("content-type") ?? "application/json; charset=utf-8", "x-cache": "MISS" },
      });
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      return stored ? cachedResponse(stored.body, "STALE", request.method) : unavailable();
    }
  }

  async function bypass(request: Request, url: URL): Promise<Response> {
    let response: Response;
    try {
      response = await withTimeout(() => source.forward(request));
    } catch (error) {
      if (!(error instanceof SourceUnavailable)) throw error;
      return tagged(unavailable(), "BYPASS");
    }
    if (request.method !== "GET" && request.method !== "HEAD" && response.ok) {
      for (const written of writtenCollections(url)) await bumpVersion(kv, written);
    }
    return tagged(response, "BYPASS");
  }

  return async (request) => {
    const url = new URL(request.url);
    const plural = cacheableCollection(url);
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (isRead && plural && !request.headers.has("authorization")) return cachedRead(request, url, plural);
    return bypass(request, url);
  };
}
