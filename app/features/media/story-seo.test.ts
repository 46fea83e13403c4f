import { describe, expect, it } from "vitest";
import { storySeo } from "./story-seo";

const meta = { cover_img: "/uploads/cover.jpg", publishedAt: "2026-05-01T03:00:00.000Z", updatedAt: "2026-05-02T03:00:00.000Z", author: "Somchai" };
const page = { path: "/news-details/metalex?c=1", locale: "en" as const, siteUrl: "https://example.com", fallbackDescription: "Trade show news", breadcrumbLd: { "@type": "BreadcrumbList" } };

describe("storySeo", () => {
  it("describes the story as an article with its NewsArticle, then the breadcrumbs", () => {
    const seo = storySeo(meta, { title: "Metalex opens", excerpt: "Machine tools at BITEC", contentLang: undefined }, page);
    expect(seo).toMatchObject({ description: "Machine tools at BITEC", path: page.path, locale: "en", image: "/uploads/cover.jpg", type: "article" });
    expect(seo.title).toContain("Metalex opens");
    expect(seo.jsonLd).toEqual([
      expect.objectContaining({
        "@type": "NewsArticle",
        headline: "Metalex opens",
        description: "Machine tools at BITEC",
        mainEntityOfPage: "https://example.com/en/news-details/metalex?c=1",
        image: ["https://example.com/uploads/cover.jpg"],
        dateModified: meta.updatedAt,
        inLanguage: "en",
        author: { "@type": "Person", name: "Somchai" },
      }),
      page.breadcrumbLd,
    ]);
  });

  it("falls back to the page's description, and names Thai when the body fell back to Thai", () => {
    const seo = storySeo({ ...meta, cover_img: null }, { title: "ข่าว", excerpt: "", contentLang: "th" }, page);
    expect(seo.description).toBe("Trade show news");
    expect(seo.image).toBeUndefined();
    expect(seo.jsonLd?.[0]).toMatchObject({ description: undefined, image: undefined, inLanguage: "th" });
  });
});
