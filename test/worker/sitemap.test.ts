import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../app/lib/slug";
import { seedData } from "../../seed/index";
import { bumpVersion } from "../../workers/proxy/versions";
import { refreshSitemap, sitemapResponse } from "../../workers/sitemap";
import { seedContent } from "./seeded";

const SITE = "http://127.0.0.1:8787";

beforeAll(seedContent);

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(`http://example.com${path}`, { headers }));
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const partPaths = (index: string) => locs(index).map((loc) => new URL(loc).pathname);

/** The index and every part it names, as a crawler reads them (each part as plain XML). */
async function wholeSitemap(): Promise<{ index: string; parts: Map<string, string> }> {
  const index = await (await get("/sitemap.xml")).text();
  const parts = new Map<string, string>();
  for (const path of partPaths(index)) parts.set(path, await (await get(path)).text());
  return { index, parts };
}

/** Runs one answer and everything it left to run after it (the rebuild of a stale source). */
async function answerAndAfter(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await sitemapResponse(new Request(`http://example.com${path}`, { headers }), env, ctx, path === "/sitemap.xml" ? undefined : path.slice(1));
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

describe("/sitemap.xml from the content", () => {
  it("is an index of parts that list every seeded detail page in both locales", async () => {
    const { index, parts } = await wholeSitemap();
    expect(index).toContain("<sitemapindex");
    expect([...parts.keys()]).toContain("/sitemap-pages-1.xml");
    expect([...parts.keys()]).toContain("/sitemap-trade-shows-1.xml");
    const all = new Set([...parts.values()].flatMap(locs));
    const expectPage = (path: string) => {
      expect(all).toContain(`${SITE}${path}`);
      expect(all).toContain(`${SITE}/en${path}`);
    };
    for (const show of seedData["trade-shows"] ?? []) {
      const prefix = show.scope === "international" ? "/international-trade-show-details" : "/thai-trade-show-details";
      expectPage(`${prefix}/${show.slug}`);
    }
    for (const venue of seedData.venues ?? []) expectPage(`/venue-show-details/${venue.slug}`);
    for (const event of seedData["thai-events"] ?? []) expectPage(`/thai-event-details/${event.slug}`);
    for (const job of seedData.jobs ?? []) expectPage(`/Job-details/${job.slug}`);
    for (const item of seedData.news ?? []) expectPage(`/news-details/${encodeURIComponent(slugify(String(item.title)))}?c=${item.id}`);
    expectPage("/aboutus");
    expect(all).toContain(`${SITE}/en`);
  });

  it("carries hreflang alternates and lastmod", async () => {
    const xml = await (await get("/sitemap-venues-1.xml")).text();
    expect(xml).toMatch(/<url><loc>[^<]+\/venue-show-details\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="th"/);
  });

  it("is kept in KV; after a content write the old build is served while the changed source alone is built again", async () => {
    await answerAndAfter("/sitemap.xml");
    expect((await answerAndAfter("/sitemap-jobs-1.xml")).response.headers.get("x-cache")).toBe("HIT");
    const venuesBefore = (await env.CONTENT_CACHE.get<{ builtAt: number }>("sitemap:v2:venues", "json"))!.builtAt;
    const created = await exports.default.fetch(
      new Request("http://example.com/api/jobs", {
        method: "POST",
        headers: { Authorization: `Bearer ${env.CONTENT_API_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          data: { title: "ผู้ประสานงานนิทรรศการ", title_en: "Exhibition coordinator", slug: "exhibition-coordinator-new", company_name: "บริษัท ทดสอบ จำกัด", job_type: "full-time" },
        }),
      }),
    );
    expect(created.status).toBe(200);
    // The visitor right after the write gets the old build at once; the new one is made after that answer.
    const first = await answerAndAfter("/sitemap-jobs-1.xml");
    expect(first.response.headers.get("x-cache")).toBe("STALE");
    expect(first.text).not.toContain("exhibition-coordinator-new");
    const next = await answerAndAfter("/sitemap-jobs-1.xml");
    expect(next.response.headers.get("x-cache")).toBe("HIT");
    expect(next.text).toContain(`${SITE}/en/Job-details/exhibition-coordinator-new`);
    // Part by part: the venues, which did not change, were not built again.
    expect((await env.CONTENT_CACHE.get<{ builtAt: number }>("sitemap:v2:venues", "json"))!.builtAt).toBe(venuesBefore);
  });

  it("answers 404 for a part that does not exist", async () => {
    expect((await get("/sitemap-jobs-9.xml")).status).toBe(404);
    expect((await get("/sitemap-nothing-1.xml")).status).toBe(404);
  });
});

describe("gzip only when asked", () => {
  it("sends a part gzipped to a crawler that asks, and the plain XML to a client that does not", async () => {
    const plain = await get("/sitemap-trade-shows-1.xml");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    const xml = await plain.text();
    expect(xml).toContain("<urlset");
    const asked = { "Accept-Encoding": "gzip, deflate, br" };
    const answered = await get("/sitemap-trade-shows-1.xml", asked);
    expect(answered.headers.get("content-encoding")).toBe("gzip");
    expect(await answered.text()).toBe(xml);
    // The bytes as they leave the Worker (a fetch above decodes them on the way).
    const sent = await (await sitemapResponse(new Request("http://example.com/sitemap-trade-shows-1.xml", { headers: asked }), env, createExecutionContext(), "sitemap-trade-shows-1.xml")).arrayBuffer();
    expect(sent.byteLength).toBeLessThan(new TextEncoder().encode(xml).byteLength / 4);
    expect(await new Response(new Blob([sent]).stream().pipeThrough(new DecompressionStream("gzip"))).text()).toBe(xml);
  });

  it("goes by what the client sent, not the Accept-Encoding Cloudflare hands the Worker (cf.clientAcceptEncoding)", async () => {
    const normalized = { "Accept-Encoding": "gzip, br" };
    const plainClient = new Request("http://example.com/sitemap-trade-shows-1.xml", { headers: normalized, cf: { clientAcceptEncoding: "" } });
    const answer = await sitemapResponse(plainClient, env, createExecutionContext(), "sitemap-trade-shows-1.xml");
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(await answer.text()).toContain("<urlset");
    const gzipClient = new Request("http://example.com/sitemap-trade-shows-1.xml", { headers: normalized, cf: { clientAcceptEncoding: "gzip" } });
    expect((await sitemapResponse(gzipClient, env, createExecutionContext(), "sitemap-trade-shows-1.xml")).headers.get("content-encoding")).toBe("gzip");
  });
});

describe("a sitemap for a site with more than 50,000 addresses", () => {
  const SHOWS = 26_000;

  it("splits a collection into parts within 50,000 URLs each, each stored gzipped within KV's value limit, built by the cron", async () => {
    await env.DB.exec("DELETE FROM trade_shows");
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, scope, published_at)
       SELECT 100000 + i, 'งานทดสอบ ' || i, 'Generated show ' || i, 'generated-show-' || i, '2027-03-01', '2027-03-03', 'thai', '2026-01-01T00:00:00.000Z' FROM n`,
    )
      .bind(SHOWS)
      .run();
    // As a write through the content service would: the collection's version moves on.
    await bumpVersion(env.CONTENT_CACHE, "trade-shows");
    const ctx = createExecutionContext();
    await refreshSitemap(env, ctx);
    await waitOnExecutionContext(ctx);

    const record = (await env.CONTENT_CACHE.get<{ version: string; parts: { urls: number; bytes: number; gzipBytes: number }[] }>("sitemap:v2:trade-shows", "json"))!;
    expect(record.parts.map((p) => p.urls)).toEqual([50_000, 2 * SHOWS - 50_000]);
    for (const part of record.parts) {
      expect(part.bytes).toBeLessThanOrEqual(45 * 1024 * 1024);
      expect(part.gzipBytes).toBeLessThanOrEqual(20 * 1024 * 1024);
    }
    const keys = (await env.CONTENT_CACHE.list({ prefix: `sitemap:v2:trade-shows:${record.version}:` })).keys;
    expect(keys).toHaveLength(2);
    for (const { name } of keys) expect((await env.CONTENT_CACHE.get(name, "arrayBuffer"))!.byteLength).toBeLessThan(25 * 1024 * 1024);

    // Built by the cron: the visitor's index and parts are answered from what it stored.
    const index = await get("/sitemap.xml");
    expect(index.headers.get("x-cache")).toBe("HIT");
    const names = partPaths(await index.text()).filter((path) => path.startsWith("/sitemap-trade-shows-"));
    expect(names).toEqual(["/sitemap-trade-shows-1.xml", "/sitemap-trade-shows-2.xml"]);
    const second = await get(names[1]!);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect((await second.text()).match(/<url>/g)).toHaveLength(2 * SHOWS - 50_000);
  }, 120_000);
});
