import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { contentProxy } from "../../workers/proxy/index";
import { BROWSER } from "./seeded";
import { fetchWithEnv } from "./with-env";

const STRAPI = "https://strapi.example.com";
const TOKEN = "remote-token";
const PUBLISHED = { id: 1, attributes: { name: "Published hall" } };
const DRAFT = { id: 2, attributes: { name: "Draft hall" } };

/** What the stand-in for Strapi was asked: its address and the Authorization it was given. */
let seen: { url: string; authorization: string | null }[] = [];

/**
 * The remote Strapi as Strapi 4 behaves (checked against a real Strapi 4.26 by npm run test:strapi):
 * `publicationState=preview` shows drafts to anyone who asks, whatever the credentials, and findOne answers a
 * draft by its id whatever the publication state.
 */
beforeEach(() => {
  seen = [];
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, authorization: request.headers.get("authorization") });
    const url = new URL(request.url);
    const one = /^\/api\/venues\/(\d+)$/.exec(url.pathname)?.[1];
    if (one) return Response.json({ data: [PUBLISHED, DRAFT].find((entry) => String(entry.id) === one), meta: {} });
    const preview = url.searchParams.get("publicationState") === "preview";
    const byId = url.searchParams.get("filters[id][$eq]");
    const data = (preview ? [PUBLISHED, DRAFT] : [PUBLISHED]).filter((entry) => !byId || String(entry.id) === byId);
    return Response.json({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });
  });
});
afterEach(() => vi.restoreAllMocks());

async function ask(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const proxy = contentProxy({ ...env, CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN }, ctx);
  const response = await proxy(new Request(`http://example.com${path}`, { headers }));
  const body = (await response.json()) as { data: { id: number }[] | { id: number } | null };
  await waitOnExecutionContext(ctx);
  const ids = Array.isArray(body.data) ? body.data.map((d) => d.id) : body.data ? [body.data.id] : null;
  return { status: response.status, cache: response.headers.get("x-cache"), ids };
}

describe("a remote Strapi gets no privileged reads from visitors", () => {
  test("an anonymous read goes without the API token, and asking for drafts gets (and caches) the published rows", async () => {
    const path = `/api/venues?publicationState=preview&fields[0]=name&remote=${crypto.randomUUID()}`;
    expect(await ask(path)).toEqual({ status: 200, cache: "MISS", ids: [1] });
    expect(await ask(path)).toEqual({ status: 200, cache: "HIT", ids: [1] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBeNull();
    expect(new URL(seen[0]!.url).searchParams.has("publicationState")).toBe(false);
  });

  test("a draft asked by its id is not found, for a visitor or a member; a published entry is, in findOne's shape", async () => {
    const draft = `/api/venues/2?publicationState=preview&one=${crypto.randomUUID()}`;
    expect(await ask(draft)).toEqual({ status: 404, cache: "MISS", ids: null });
    expect((await ask(draft)).cache).toBe("MISS");
    expect((await ask("/api/venues/2", { authorization: "Bearer member-jwt" })).status).toBe(404);
    expect(await ask(`/api/venues/1?one=${crypto.randomUUID()}`)).toEqual({ status: 200, cache: "MISS", ids: [1] });
    expect((await ask("/api/venues/2", { authorization: `Bearer ${TOKEN}` })).ids).toEqual([2]);
    expect(seen.every(({ url, authorization }) => authorization === `Bearer ${TOKEN}` || new URL(url).pathname === "/api/venues")).toBe(true);
  });

  test("a member's read carries their own JWT and no drafts; the portal's server, with the token, still previews", async () => {
    expect((await ask("/api/venues?publicationState=preview", { authorization: "Bearer member-jwt", cookie: "session=1" })).ids).toEqual([1]);
    expect((await ask("/api/venues?publicationState=preview", { authorization: `Bearer ${TOKEN}` })).ids).toEqual([1, 2]);
    expect(seen).toEqual([
      { url: `${STRAPI}/api/venues`, authorization: "Bearer member-jwt" },
      { url: `${STRAPI}/api/venues?publicationState=preview`, authorization: `Bearer ${TOKEN}` },
    ]);
  });

  test("a populate, filter or sort naming the private owners relation is refused as the embedded service refuses it, and never cached", async () => {
    for (const path of ["/api/venues?populate[owners][fields][0]=email", "/api/organizers?populate=cover_img,owners", "/api/venues?filters[owners][email][$eq]=a@example.com", "/api/contractors?sort=owners.id"]) {
      expect(await ask(path)).toEqual({ status: 400, cache: "MISS", ids: null });
      expect((await ask(path)).cache).toBe("MISS");
      expect((await ask(path, { authorization: "Bearer member-jwt" })).status).toBe(400);
    }
    expect(seen).toEqual([]);
  });
});

describe("the reset page on a real Strapi, which has no check of reset codes", () => {
  test("is answered from the codes the portal mailed itself (decision 069): a code it never mailed no longer works, and Strapi is not asked", async () => {
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      seen.push({ url: request.url, authorization: request.headers.get("authorization") });
      return Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
    });
    for (const [path, words] of [
      ["/reset-password?code=abc123", "ลิงก์ตั้งรหัสผ่านนี้ใช้ไม่ได้แล้ว"],
      ["/en/reset-password?code=abc123", "This reset link no longer works"],
    ] as const) {
      const response = await fetchWithEnv({ CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN }, new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER } }));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(words);
      expect(html, path).not.toContain('name="password"');
    }
    expect(seen.some((call) => call.url.includes("/api/reset-codes/check"))).toBe(false);
  });
});
