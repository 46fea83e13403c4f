import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { cacheKey } from "../../workers/proxy/cache-key";
import { contentProxy, readOnly } from "../../workers/proxy/index";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { SOURCE_FAIL_SWITCH } from "../../workers/proxy/source";
import { forgetRememberedTokens, TOKEN_MEMORY_MS } from "../../workers/proxy/versions";
import { api, API_TOKEN, bearer, countedDb, createMember, insertFixtures, jsonInit } from "./content-fixtures";

beforeAll(insertFixtures);
afterEach(() => env.CONTENT_CACHE.delete(SOURCE_FAIL_SWITCH));

const cacheState = async (path: string, init?: RequestInit) => (await api(path, init)).headers.get("x-cache");

/** Makes the stored copy of `path` look older than the fresh window (in KV, so the isolate must read it again). */
async function age(path: string, plural: string) {
  const key = await cacheKey(plural, new URL(`http://example.com${path}`));
  const { value, metadata } = await env.CONTENT_CACHE.getWithMetadata<{ storedAt: number; versions: string }>(key);
  if (!value || !metadata) throw new Error(`no cached copy of ${path}`);
  await env.CONTENT_CACHE.put(key, value, { metadata: { ...metadata, storedAt: 0 } });
  forgetIsolateMemory();
  // Nor does it count that write as its own (it writes a key at most once a second).
  forgetRememberedTokens();
}

describe("fresh, stale, miss, bypass", () => {
  test("a public read is a MISS, then a HIT, whatever the parameter order", async () => {
    expect(await cacheState("/api/venues?sort=name&filters[province][$eq]=Bangkok")).toBe("MISS");
    expect(await cacheState("/api/venues?sort=name&filters[province][$eq]=Bangkok")).toBe("HIT");
    expect(await cacheState("/api/venues?filters%5Bprovince%5D%5B%24eq%5D=Bangkok&sort=name")).toBe("HIT");
    const hit = await api("/api/venues?sort=name&filters[province][$eq]=Bangkok");
    expect(hit.body.meta.pagination.total).toBe(2);
  });

  test("Authorization, writes, member data, auth and errors bypass or are not stored", async () => {
    expect(await cacheState("/api/venues", { headers: bearer(API_TOKEN) })).toBe("BYPASS");
    expect(await cacheState("/api/users/me")).toBe("BYPASS");
    expect(await cacheState("/api/quotation-venues")).toBe("BYPASS");
    expect(await cacheState("/api/auth/local", jsonInit("POST", { identifier: "x", password: "y" }))).toBe("BYPASS");
    expect(await cacheState("/api/venues?filters[nope]=1")).toBe("MISS");
    expect(await cacheState("/api/venues?filters[nope]=1")).toBe("MISS");
  });

  test("readers of one old copy in many requests start one background refresh, not one each", async () => {
    await api("/api/venues?sort=id&fields[0]=name");
    await age("/api/venues?sort=id&fields[0]=name", "venues");
    const puts: string[] = [];
    const kv = env.CONTENT_CACHE;
    const counted = Object.assign(Object.create(kv), {
      get: kv.get.bind(kv),
      getWithMetadata: kv.getWithMetadata.bind(kv),
      put: (key: string, ...rest: unknown[]) => (puts.push(key), (kv.put as (...a: unknown[]) => Promise<void>)(key, ...rest)),
    }) as KVNamespace;
    const contexts = [createExecutionContext(), createExecutionContext(), createExecutionContext()];
    const answers = await Promise.all(
      contexts.map((ctx) => contentProxy({ ...env, CONTENT_CACHE: counted }, ctx)(new Request("http://example.com/api/venues?sort=id&fields[0]=name"))),
    );
    expect(answers.map((a) => a.headers.get("x-cache"))).toEqual(["STALE", "STALE", "STALE"]);
    await Promise.all(contexts.map((ctx) => waitOnExecutionContext(ctx)));
    expect(puts.filter((key) => key.startsWith("content:venues:"))).toHaveLength(1);
  });

  test("an old copy is served STALE and refreshed in the background", async () => {
    await api("/api/organizers");
    await age("/api/organizers", "organizers");
    expect(await cacheState("/api/organizers")).toBe("STALE");
    await vi.waitUntil(async () => (await cacheState("/api/organizers")) === "HIT", { timeout: 2000, interval: 20 });
  });
});

describe("invalidation", () => {
  test("a successful write bumps the collection: the next read is a MISS with the new data", async () => {
    expect((await api("/api/venues/1")).headers.get("x-cache")).toBe("MISS");
    expect(await cacheState("/api/venues/1")).toBe("HIT");
    const write = await api("/api/venues/1", jsonInit("PUT", { data: { halls: 9 } }, bearer(API_TOKEN)));
    expect(write.headers.get("x-cache")).toBe("BYPASS");
    const after = await api("/api/venues/1");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(after.body.data.attributes.halls).toBe(9);
  });

  test("populated answers depend on the related collection too", async () => {
    await api("/api/trade-shows?populate=venue");
    await api("/api/trade-shows");
    expect(await cacheState("/api/trade-shows?populate=venue")).toBe("HIT");
    await api("/api/venues/2", jsonInit("PUT", { data: { name_en: "BITEC Bangna" } }, bearer(API_TOKEN)));
    expect(await cacheState("/api/trade-shows")).toBe("HIT");
    const populated = await api("/api/trade-shows?populate=venue&sort=id");
    expect(populated.headers.get("x-cache")).toBe("MISS");
    expect(populated.body.data[2].attributes.venue.data.attributes.name_en).toBe("BITEC Bangna");
  });

  test("a failed write invalidates nothing", async () => {
    await api("/api/news");
    expect((await api("/api/news", jsonInit("POST", { data: {} }, bearer(API_TOKEN)))).status).toBe(400);
    expect(await cacheState("/api/news")).toBe("HIT");
  });
});

describe("source down", () => {
  test("an invalidated copy is served STALE while the source fails; it heals when the source returns", async () => {
    await api("/api/contractors");
    await env.DB.prepare("INSERT INTO contractors (company_name, company_name_en) VALUES ('ใหม่', 'New Co')").run();
    await api("/api/contractors", jsonInit("POST", { data: { company_name: "บูธดี", company_name_en: "Booth Dee" } }, bearer(API_TOKEN)));
    await env.CONTENT_CACHE.put(SOURCE_FAIL_SWITCH, "1");
    const down = await api("/api/contractors");
    expect(down.headers.get("x-cache")).toBe("STALE");
    expect(down.body.meta.pagination.total).toBe(0);
    await env.CONTENT_CACHE.delete(SOURCE_FAIL_SWITCH);
    const healed = await api("/api/contractors");
    expect(healed.headers.get("x-cache")).toBe("MISS");
    expect(healed.body.meta.pagination.total).toBe(2);
  });

  test("an aged copy is served STALE without waiting for a failing source", async () => {
    await api("/api/jobs");
    await age("/api/jobs", "jobs");
    await env.CONTENT_CACHE.put(SOURCE_FAIL_SWITCH, "1");
    expect(await cacheState("/api/jobs")).toBe("STALE");
  });

  test("with no copy at all the answer is a Strapi-shaped 503", async () => {
    await env.CONTENT_CACHE.put(SOURCE_FAIL_SWITCH, "1");
    const r = await api("/api/articles?never=cached");
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ data: null, error: { status: 503, name: "ServiceUnavailableError", message: "Content service unavailable", details: {} } });
    const write = await api("/api/articles", jsonInit("POST", { data: { title: "x" } }, bearer(API_TOKEN)));
    expect(write.status).toBe(503);
  });
});

describe("remote Strapi source", () => {
  test("a member's GET never reaches the cache", async () => {
    const member = await createMember("cachey");
    expect(await cacheState("/api/venues", { headers: bearer(member.jwt) })).toBe("BYPASS");
  });
});

/** The proxy as a page render uses it, over the real KV binding with its reads counted. */
function requestProxy() {
  const reads: string[] = [];
  const kv = env.CONTENT_CACHE;
  const counted = {
    get: (key: string) => (reads.push(key), kv.get(key)),
    getWithMetadata: (key: string) => (reads.push(key), kv.getWithMetadata(key)),
    put: kv.put.bind(kv),
    delete: kv.delete.bind(kv),
    list: kv.list.bind(kv),
  } as unknown as KVNamespace;
  const proxy = contentProxy({ ...env, CONTENT_CACHE: counted }, createExecutionContext());
  const get = async (path: string, init?: RequestInit) => (await proxy(new Request(`http://example.com${path}`, init))).json() as Promise<any>;
  return { proxy, get, reads };
}

describe("one request, one read", () => {
  test("the same GET twice in one request is read once, and each caller gets the whole answer", async () => {
    await api("/api/organizers?sort=id");
    forgetIsolateMemory();
    const { get, reads } = requestProxy();
    const [first, second] = await Promise.all([get("/api/organizers?sort=id"), get("/api/organizers?sort=id")]);
    const third = await get("/api/organizers?sort=id");
    expect(first).toEqual(second);
    expect(third).toEqual(first);
    expect(first.data.length).toBeGreaterThan(0);
    expect(reads.filter((key) => key.startsWith("content:"))).toHaveLength(1);
  });

  test("a collection's version token is read once per request, whatever the queries", async () => {
    const { get, reads } = requestProxy();
    await get("/api/venues?sort=id");
    await get("/api/venues?sort=name");
    await get("/api/venues/1");
    expect(reads.filter((key) => key === "version:venues")).toHaveLength(1);
  });

  test("a member's calls in one request check their JWT against the members table once", async () => {
    const { jwt } = await createMember("one-lookup");
    const { db, statements } = countedDb();
    const proxy = contentProxy({ ...env, DB: db }, createExecutionContext());
    const read = (path: string) => proxy(new Request(`http://example.com${path}`, { headers: bearer(jwt) }));
    expect((await read("/api/users/me")).status).toBe(200);
    expect((await read("/api/bookmarks?fields[0]=collection")).status).toBe(200);
    expect((await read("/api/bookmarks?fields[0]=item_id")).status).toBe(200);
    expect(statements.filter((q) => /FROM up_users WHERE/.test(q))).toHaveLength(1);
  });

  test("a write without credentials goes to the service, never to the cache", async () => {
    const { proxy, get } = requestProxy();
    await get("/api/venues?sort=id");
    const write = await proxy(new Request("http://example.com/api/venues?sort=id", jsonInit("POST", { data: { name: "x" } })));
    expect(write.headers.get("x-cache")).toBe("BYPASS");
    expect(write.status).toBe(403);
  });

  test("a write in the request forgets what was read: the next read sees it", async () => {
    const { proxy, get } = requestProxy();
    expect((await get("/api/venues/1")).data.attributes.halls).not.toBe(12);
    const write = await proxy(new Request("http://example.com/api/venues/1", jsonInit("PUT", { data: { halls: 12 } }, bearer(API_TOKEN))));
    expect(write.status).toBe(200);
    expect((await get("/api/venues/1")).data.attributes.halls).toBe(12);
  });
});

describe("what an isolate remembers between requests", () => {
  afterEach(() => vi.useRealTimers());

  test("an answer one request read is served to the next request from memory, with no KV read", async () => {
    const first = requestProxy();
    const answer = await first.get("/api/venues?sort=name");
    expect(first.reads.filter((key) => key.startsWith("content:"))).toHaveLength(1);
    const next = requestProxy();
    expect(await next.get("/api/venues?sort=name")).toEqual(answer);
    expect(next.reads).toEqual([]);
  });

  test("a version token is read again once its memory window has passed", async () => {
    await requestProxy().get("/api/organizers?sort=id");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + TOKEN_MEMORY_MS + 1 });
    const later = requestProxy();
    await later.get("/api/organizers?sort=id");
    expect(later.reads).toEqual(["version:organizers"]);
  });

  test("when a token's window has passed, one request reads it again while the others keep the one they know", async () => {
    await requestProxy().get("/api/organizers?sort=name");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + TOKEN_MEMORY_MS + 1 });
    const together = [requestProxy(), requestProxy(), requestProxy()];
    await Promise.all(together.map((request) => request.get("/api/organizers?sort=name")));
    expect(together.flatMap((request) => request.reads).filter((key) => key === "version:organizers")).toHaveLength(1);
  });

  test("a remembered answer is judged like the KV copy: past the fresh window it is served STALE", async () => {
    await requestProxy().get("/api/jobs?sort=id");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    const { proxy } = requestProxy();
    expect((await proxy(new Request("http://example.com/api/jobs?sort=id"))).headers.get("x-cache")).toBe("STALE");
  });

  test("a write through this isolate is seen by the next request at once, inside the memory window", async () => {
    const before = await requestProxy().get("/api/venues/2");
    const write = await requestProxy().proxy(
      new Request("http://example.com/api/venues/2", jsonInit("PUT", { data: { halls: before.data.attributes.halls + 1 } }, bearer(API_TOKEN))),
    );
    expect(write.status).toBe(200);
    const after = requestProxy();
    const { proxy } = after;
    const answer = await proxy(new Request("http://example.com/api/venues/2"));
    expect(answer.headers.get("x-cache")).toBe("MISS");
    expect(((await answer.json()) as any).data.attributes.halls).toBe(before.data.attributes.halls + 1);
    expect(after.reads.filter((key) => key.startsWith("version:"))).toEqual([]);
  });
});

describe("a GET page's loaders", () => {
  test("read through the proxy, and a write they try is refused without reaching the source", async () => {
    const before = await api("/api/venues/1");
    const content = readOnly(contentProxy(env, createExecutionContext()));
    const read = await content(new Request("http://example.com/api/venues/1"));
    expect(read.status).toBe(200);
    const write = await content(
      new Request("http://example.com/api/venues/1", { method: "PUT", headers: { ...bearer(API_TOKEN), "content-type": "application/json" }, body: JSON.stringify({ data: { name: "Written by a GET" } }) }),
    );
    expect(write.status).toBe(405);
    const after = await api("/api/venues/1", { headers: bearer(API_TOKEN) });
    expect(after.body.data.attributes.name).toBe(before.body.data.attributes.name);
  });
});

describe("the spec's path for news menus", () => {
  test("api/news-list answers the menus, and a write there refreshes a read at the former path api/news-lists", async () => {
    const created = await api("/api/news-list", jsonInit("POST", { data: { menu_id: 901, title: "เมนูทดสอบ", title_en: "Test menu" } }, bearer(API_TOKEN)));
    expect(created.status).toBe(200);
    // KV takes one write a second per key: the edit below must bump the collection's version again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const byNewPath = await api("/api/news-list?filters[menu_id][$eq]=901");
    expect(byNewPath.status).toBe(200);
    expect(byNewPath.body.data[0].attributes.title_en).toBe("Test menu");
    const byFormerPath = await api("/api/news-lists?filters[menu_id][$eq]=901");
    expect(byFormerPath.body.data[0].id).toBe(byNewPath.body.data[0].id);
    expect(await cacheState("/api/news-lists?filters[menu_id][$eq]=901")).toBe("HIT");

    expect((await api(`/api/news-list/${created.body.data.id}`, jsonInit("PUT", { data: { title_en: "Renamed menu" } }, bearer(API_TOKEN)))).status).toBe(200);
    const afterWrite = await api("/api/news-lists?filters[menu_id][$eq]=901");
    expect(afterWrite.headers.get("x-cache")).toBe("MISS");
    expect(afterWrite.body.data[0].attributes.title_en).toBe("Renamed menu");
  });
});
