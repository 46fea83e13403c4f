import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { newsDetailPath } from "../../app/lib/news-link";
import { seedData } from "../../seed/index";
import { BROWSER, seedContent } from "./seeded";
import { fetchWithEnv } from "./with-env";

/**
 * After a push to a real Strapi, `createdAt` is the push time (Strapi stamps it and ignores the sent value) while
 * `publishedAt` keeps the content's own date. These tests stamp `created_at` the way a push in reverse order
 * would, and expect order and dates to follow `published_at` as before.
 */
const page = async (path: string) => {
  const response = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER } }));
  expect(response.status, path).toBe(200);
  return response.text();
};
const cardLinks = (html: string) => [...html.matchAll(/class="card__link" href="([^"]+)"/g)].map((m) => m[1]);
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "")).find((b) => b["@type"] === type);
const newestPublished = (plural: string) =>
  [...(seedData[plural] ?? [])].sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)) || b.id - a.id)[0]!;

beforeAll(async () => {
  await seedContent();
  const pushedAt = Date.parse("2030-06-15T09:00:00.000Z");
  await env.DB.batch(
    ["news", "articles", "jobs"].map((table) => env.DB.prepare(`UPDATE ${table} SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', ?1 / 1000.0 - id, 'unixepoch')`).bind(pushedAt)),
  );
});

describe("content dates survive a push to Strapi", () => {
  it("lists news and articles newest published first, whatever createdAt says", async () => {
    const news = newestPublished("news");
    expect(cardLinks(await page("/news-lists"))[0]).toBe(newsDetailPath(news.id, String(news.title)));
    const article = newestPublished("articles");
    expect(cardLinks(await page("/en/article-lists"))[0]).toMatch(new RegExp(`\\?article=${encodeURIComponent(String(article.slug))}$`));
  });

  it("dates a news item and a job by publishedAt, never by the push time", async () => {
    const news = newestPublished("news");
    const html = await page(newsDetailPath(news.id, String(news.title)));
    expect(jsonLd(html, "NewsArticle")?.datePublished).toBe(news.published_at);
    const job = (seedData.jobs ?? []).find((j) => j.slug === "booth-designer-3d")!;
    const posting = jsonLd(await page(`/Job-details/${job.slug}`), "JobPosting");
    expect(posting?.datePosted).toBe(String(job.published_at).slice(0, 10));
    expect(await page("/news-lists")).not.toContain("2030-06-15");
  });

  it("posts a job on its Bangkok day: published at 05:21 on 27 November there, the 26th in UTC", async () => {
    await env.DB.prepare("UPDATE jobs SET published_at = '2026-11-26T22:21:00.000Z' WHERE slug = 'exhibition-sales-executive'").run();
    const posting = jsonLd(await page("/en/Job-details/exhibition-sales-executive"), "JobPosting");
    expect(posting?.datePosted).toBe("2026-11-27");
  });

  it("writes the footer's year in Bangkok: at 00:30 on 1 January there, UTC is still in the old year", async () => {
    // On the real clock (a deployment's empty PORTAL_TODAY), at the instant the fake timer names.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-31T17:30:00.000Z") });
    try {
      const response = await fetchWithEnv({ PORTAL_TODAY: "" }, new Request("http://example.com/en/aboutus", { headers: { "User-Agent": BROWSER } }));
      expect(await response.text()).toContain("© 2027 ExpoLink.");
    } finally {
      vi.useRealTimers();
    }
  });
});
