import { describe, expect, it } from "vitest";
import { localeEntries, MAX_URLS_PER_SITEMAP, sitemapEntries, sitemapFiles } from "./index";

const SITE = "https://expolink.example";

describe("sitemap entries", () => {
  it("lists each page in both locales with th, en and x-default alternates", () => {
    const [th, en] = localeEntries(SITE, "/venue-show-details/bitec", "2026-10-01");
    expect(th?.loc).toBe("https://expolink.example/venue-show-details/bitec");
    expect(en?.loc).toBe("https://expolink.example/en/venue-show-details/bitec");
    expect(th?.alternates.map((a) => a.hreflang)).toEqual(["th", "en", "x-default"]);
    expect(th?.lastmod).toBe("2026-10-01");
  });

  it("leaves out pages that are not for search engines", () => {
    const locs = sitemapEntries(SITE, []).map((e) => e.loc);
    expect(locs).toContain("https://expolink.example/aboutus");
    expect(locs).not.toContain("https://expolink.example/login");
    expect(locs.some((l) => l.includes(":id"))).toBe(false);
  });
});

describe("sitemap files", () => {
  it("splits into an index past 50,000 URLs", () => {
    const many = Array.from({ length: MAX_URLS_PER_SITEMAP / 2 + 1 }, (_, i) => ({ path: `/jobs-detail-${i}` }));
    const files = sitemapFiles(SITE, sitemapEntries(SITE, many));
    expect([...files.keys()].sort()).toEqual(["sitemap-1.xml", "sitemap-2.xml", "sitemap.xml"]);
    expect(files.get("sitemap.xml")).toContain("<sitemapindex");
    expect(files.get("sitemap.xml")).toContain("<loc>https://expolink.example/sitemap-2.xml</loc>");
    expect(files.get("sitemap-1.xml")?.match(/<url>/g)).toHaveLength(MAX_URLS_PER_SITEMAP);
  });

  it("keeps one file when it fits", () => {
    expect([...sitemapFiles(SITE, sitemapEntries(SITE, [])).keys()]).toEqual(["sitemap.xml"]);
  });
});
