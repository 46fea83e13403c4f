import { describe, expect, it } from "vitest";
import { sitemapXml } from "./xml";

describe("sitemapXml", () => {
  it("writes each URL with its alternates and escapes XML", () => {
    const xml = sitemapXml([
      {
        loc: "https://expo.example/news-details/a?c=1&x=2",
        lastmod: "2026-11-01",
        alternates: [{ hreflang: "en", href: "https://expo.example/en/news-details/a?c=1&x=2" }],
      },
    ]);
    expect(xml).toContain("<loc>https://expo.example/news-details/a?c=1&amp;x=2</loc>");
    expect(xml).toContain("<lastmod>2026-11-01</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://expo.example/en/news-details/a?c=1&amp;x=2"/>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
