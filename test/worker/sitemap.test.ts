import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../app/lib/slug";
import { seedData } from "../../seed/index";
import { sitemapResponse } from "../../workers/sitemap";
import { seedContent } from "./seeded";

const SITE = "http://127.0.0.1:8787";

beforeAll(seedContent);

function get(path: string) {
  return exports.default.fetch(new Request(`http://example.com${path}`));
}

const locs = (xml: string) => new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]?.replaceAll("&amp;", "&")));

describe("/sitemap.xml from the content", () => {
  it("lists every seeded detail page in both locales", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    const all = locs(await response.text());
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
    for (const item of seedData.news ?? []) {
      expectPage(`/news-details/${encodeURIComponent(slugify(String(item.title)))}?c=${item.id}`);
    }
    expectPage("/aboutus");
    expect(all).toContain(`${SITE}/en`);
  });

  it("carries hreflang alternates and lastmod", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toMatch(/<url><loc>[^<]+\/venue-show-details\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link rel="alternate" hreflang="th"/);
  });

  it("is kept in KV and rebuilt after a content write", async () => {
    await get("/sitemap.xml");
    expect((await get("/sitemap.xml")).headers.get("x-cache")).toBe("HIT");
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
    const after = await get("/sitemap.xml");
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain(`${SITE}/en/Job-details/exhibition-coordinator-new`);
  });
});

describe("/sitemap.xml for a crawler that asks for gzip", () => {
  it("sends the same XML gzipped, and the plain text to a client that does not ask", async () => {
    const plain = await get("/sitemap.xml");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const xml = await plain.text();
    const crawler = new Request("http://example.com/sitemap.xml", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    const answered = await exports.default.fetch(new Request(crawler.url, { headers: crawler.headers }));
    expect(answered.headers.get("content-encoding")).toBe("gzip");
    expect(answered.headers.get("vary")).toBe("Accept-Encoding");
    expect(await answered.text()).toBe(xml);
    // The bytes as they leave the Worker (a fetch above decodes them on the way).
    const sent = await (await sitemapResponse(new Request(crawler.url, { headers: crawler.headers }), env, createExecutionContext())).arrayBuffer();
    expect(sent.byteLength).toBeLessThan(new TextEncoder().encode(xml).byteLength / 4);
    expect(await new Response(new Blob([sent]).stream().pipeThrough(new DecompressionStream("gzip"))).text()).toBe(xml);
  });
});
