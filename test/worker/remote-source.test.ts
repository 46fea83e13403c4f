import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { contentProxy } from "../../workers/proxy/index";

const STRAPI = "https://strapi.example.com";
const TOKEN = "remote-token";
const PUBLISHED = { id: 1, attributes: { name: "Published hall" } };
const DRAFT = { id: 2, attributes: { name: "Draft hall" } };

/** What the stand-in for Strapi was asked: its address and the Authorization it was given. */
let seen: { url: string; authorization: string | null }[] = [];

/**
 * The remote Strapi as Strapi 4 behaves: `publicationState=preview` shows drafts to anyone who asks, whatever
 * the credentials (checked against a real Strapi 4.26 by npm run test:strapi).
 */
beforeEach(() => {
  seen = [];
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, authorization: request.headers.get("authorization") });
    const preview = new URL(request.url).searchParams.get("publicationState") === "preview";
    const data = preview ? [PUBLISHED, DRAFT] : [PUBLISHED];
    return Response.json({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });
  });
});
afterEach(() => vi.restoreAllMocks());

async function ask(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const proxy = contentProxy({ ...env, CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN }, ctx);
  const response = await proxy(new Request(`http://example.com${path}`, { headers }));
  const body = (await response.json()) as { data: { id: number }[] | null; error?: { status: number } };
  await waitOnExecutionContext(ctx);
  return { status: response.status, cache: response.headers.get("x-cache"), ids: body.data?.map((d) => d.id) ?? null };
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
