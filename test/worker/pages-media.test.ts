import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { newsDetailPath } from "../../app/lib/news-link";
import { slugify } from "../../app/lib/slug";
import { buildSeedSql, insertsFor, NEWS_MISSING_ENGLISH, seedData } from "../../seed/index";
import { buildSearchIndexSql } from "../../seed/search";
import { get, ofType, page } from "./seeded";

/** The detail links of the cards on a list page, in order. */
const cardLinks = (html: string) => [...html.matchAll(/class="card__link" href="([^"]+)"/g)].map((m) => m[1]);
/** The canonical URL without the configured site origin. */
const canonical = (html: string) => html.match(/<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/)?.[1];
const seeded = (plural: string) => seedData[plural] ?? [];
const escape = (value: unknown) => String(value).replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

const CLOSED_JOB = { ...seeded("jobs")[0]!, id: 9001, slug: "closed-job-for-tests", valid_through: "2020-01-31", created_at: "2019-12-01T02:00:00.000Z" };

beforeAll(async () => {
  // List keywords are searched in the site search index, so it is filled as the seed fills it.
  await env.DB.batch([...buildSeedSql(), ...insertsFor("jobs", [CLOSED_JOB]), ...buildSearchIndexSql()].map((sql) => env.DB.prepare(sql)));
});

describe("media and job lists", () => {
  const LISTS = ["/news-lists", "/article-lists", "/photo-gallery-lists", "/jobs-lists"];
  for (const path of LISTS) {
    for (const prefix of ["", "/en"]) {
      it(`${prefix}${path} answers 200 with seeded cards`, async () => {
        const html = await page(`${prefix}${path}`);
        expect(html).toContain(`<html lang="${prefix ? "en" : "th"}"`);
        expect(cardLinks(html).length).toBeGreaterThan(0);
        expect(ofType(html, "BreadcrumbList")).toBeDefined();
      });
    }
  }

  it("pages through the news 15 at a time, newest first, and page 2 has other items", async () => {
    const first = cardLinks(await page("/news-lists"));
    const second = cardLinks(await page("/news-lists?page=2"));
    expect(first).toHaveLength(15);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((link) => first.includes(link))).toEqual([]);
    const newest = [...seeded("news")].sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)))[0]!;
    expect(first[0]).toBe(newsDetailPath(newest.id, String(newest.title)));
    expect(canonical(await page("/en/news-lists?page=2"))).toBe("/en/news-lists?page=2");
  });

  it("filters news by menu and by keyword", async () => {
    const venueNews = seeded("news").filter((n) => (n.connect_menu as { menu: number[] }).menu.includes(3));
    const links = cardLinks(await page("/news-lists?menu=venue-updates"));
    expect(links).toHaveLength(venueNews.length);
    expect(cardLinks(await page("/en/news-lists?q=Khon%20Kaen")).length).toBeGreaterThan(0);
  });

  it("filters articles by topic and links each card to its topic page", async () => {
    const links = cardLinks(await page("/article-lists?topic=booth-design"));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/article-topic\/booth-design\?article=/);
  });

  it("leaves closed jobs out of the list and sorts by salary", async () => {
    const html = await page("/jobs-lists");
    expect(cardLinks(html)).not.toContain(`/Job-details/${CLOSED_JOB.slug}`);
    const bySalary = cardLinks(await page("/en/jobs-lists?sort=salary"));
    expect(bySalary[0]).toBe("/en/Job-details/event-project-manager");
    const types = cardLinks(await page("/jobs-lists?job_type=freelance"));
    expect(types.length).toBe(seeded("jobs").filter((j) => j.job_type === "freelance").length);
  });
});

describe("news details", () => {
  const item = seeded("news").find((n) => n.id === 1)!;
  const path = newsDetailPath(item.id, String(item.title));

  it("answers 200 in Thai and English at /news-details/<slug>?c=<id>", async () => {
    const th = await page(path);
    expect(th).toContain(escape(item.title));
    expect(canonical(th)).toBe(path);
    const en = await page(`/en${path}`);
    expect(en).toContain(escape(item.title_en));
    expect(en).toMatch(new RegExp(`hrefLang="th" href="https?://[^/"]+${path.replace(/[?]/g, "\\?")}"`, "i"));
  });

  it("answers a wrong slug with a right c with 301 to the canonical URL, in each language", async () => {
    const wrong = await get(`/news-details/old-title?c=${item.id}`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get("Location")).toBe(path);
    const en = await get(`/en/news-details/old-title?c=${item.id}`);
    expect(en.status).toBe(301);
    expect(en.headers.get("Location")).toBe(`/en${path}`);
    const bySlug = await get(`/en/news-details/${item.slug}`);
    expect(bySlug.status).toBe(301);
    expect(bySlug.headers.get("Location")).toBe(`/en${path}`);
  });

  it("answers an unknown id with 404 'Page Not Found: {path}'", async () => {
    const response = await get("/en/news-details/nothing-here?c=99999");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found: /en/news-details/nothing-here");
    expect((await get("/news-details/nothing-here?c=not%20an%20id")).status).toBe(404);
    expect((await get("/news-details/no-such-slug")).status).toBe(404);
  });

  it("carries NewsArticle JSON-LD with its required fields", async () => {
    const article = ofType(await page(`/en${path}`), "NewsArticle");
    expect(article).toMatchObject({ "@context": "https://schema.org", headline: item.title_en, inLanguage: "en" });
    expect(article?.mainEntityOfPage).toMatch(new RegExp(`^https?://[^/]+/en${path.replace("?", "\\?")}$`));
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((article?.image as string[])[0]).toMatch(/^https?:\/\/[^/]+\/seed\/news\//);
    expect((article?.author as { name: string }).name).toBeTruthy();
  });

  it("shows the Thai text, marked lang=th, on English pages of news without English", async () => {
    for (const [id, fields] of Object.entries(NEWS_MISSING_ENGLISH)) {
      const news = seeded("news").find((n) => n.id === Number(id))!;
      const html = await page(`/en${newsDetailPath(news.id, String(news.title))}`);
      if (fields.includes("title_en")) {
        expect(html).toContain(`<h1 lang="th">${escape(news.title)}</h1>`);
        expect(html).toContain("Parts of this article are available in Thai only.");
      }
      if (fields.includes("excerpt_en")) expect(html).toContain(`<meta name="description" content="${escape(news.excerpt)}"/>`);
      if (fields.includes("content_en")) {
        expect(html).toContain("This article is available in Thai only.");
        expect(html).toContain('<div lang="th"><div class="rich-text story__text');
        expect(ofType(html, "NewsArticle")?.inLanguage).toBe("th");
      }
    }
  });

  it("links the place to its venue page and names the venue in the page's language", async () => {
    const venue = seeded("venues").find((v) => v.slug === "bitec-bangna")!;
    expect(await page(path)).toContain('href="/venue-show-details/bitec-bangna"');
    const en = await page(`/en${path}`);
    expect(en).toMatch(new RegExp(`href="/en/venue-show-details/bitec-bangna"[^>]*>${escape(venue.name_en).replace(/[()]/g, "\\$&")}</a>`));
    expect(await page("/en/news-lists?q=METALEX")).toContain(`<p class="card__meta story-card__meta">${escape(venue.name_en)}</p>`);
  });
});

describe("articles", () => {
  const article = seeded("articles")[0]!;
  const topic = seeded("article-topics").find((t) => t.id === article.topic)!;

  it("shows a topic with its description and articles", async () => {
    const html = await page(`/en/article-topic/${topic.slug}`);
    expect(html).toContain(escape(topic.description_en));
    expect(cardLinks(html).length).toBeGreaterThan(0);
  });

  it("opens an article in full on its topic page with NewsArticle JSON-LD", async () => {
    const html = await page(`/article-topic/${topic.slug}?article=${article.slug}`);
    expect(html).toMatch(new RegExp(`<h1 id="article-title">${escape(article.title)}</h1>`));
    expect(ofType(html, "NewsArticle")).toMatchObject({ headline: article.title, inLanguage: "th" });
    expect(canonical(html)).toBe(`/article-topic/${topic.slug}?article=${article.slug}`);
    expect(cardLinks(html)).not.toContain(`/article-topic/${topic.slug}?article=${article.slug}`);
  });

  it("sends an article asked for under another topic to its own topic", async () => {
    const other = seeded("article-topics").find((t) => t.id !== article.topic)!;
    const response = await get(`/en/article-topic/${other.slug}?article=${article.slug}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/en/article-topic/${topic.slug}?article=${article.slug}`);
  });

  it("answers unknown topics and articles with 404", async () => {
    expect((await get("/article-topic/no-such-topic")).status).toBe(404);
    expect((await get(`/article-topic/${topic.slug}?article=no-such-article`)).status).toBe(404);
  });
});

describe("photo galleries", () => {
  const gallery = seeded("photo-galleries")[0]!;

  it("shows every photo and links the trade show and venue, in both languages", async () => {
    for (const prefix of ["", "/en"]) {
      const html = await page(`${prefix}/photo-gallery-details/${gallery.slug}`);
      expect((html.match(/class="gallery__thumb"/g) ?? []).length).toBe((gallery.images as unknown[]).length);
      expect(html).toMatch(/href="(\/en)?\/thai-trade-show-details\/[^"]+"/);
      expect(html).toMatch(/href="(\/en)?\/venue-show-details\/[^"]+"/);
      expect(ofType(html, "BreadcrumbList")).toBeDefined();
      expect((ofType(html, "ImageGallery")?.associatedMedia as unknown[]).length).toBe((gallery.images as unknown[]).length);
    }
  });

  it("answers an unknown gallery with 404", async () => {
    expect((await get("/en/photo-gallery-details/no-such-gallery")).status).toBe(404);
  });
});

describe("job details", () => {
  const job = seeded("jobs").find((j) => j.slug === "booth-designer-3d")!;

  it("answers 200 in both languages with JobPosting JSON-LD carrying its required fields", async () => {
    for (const prefix of ["", "/en"]) {
      const html = await page(`${prefix}/Job-details/${job.slug}`);
      const posting = ofType(html, "JobPosting");
      expect(posting).toMatchObject({
        title: prefix ? job.title_en : job.title,
        datePosted: String(job.published_at).slice(0, 10),
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization", name: prefix ? job.company_name_en : job.company_name },
        baseSalary: { currency: "THB", value: { minValue: job.salary_min, maxValue: job.salary_max, unitText: "MONTH" } },
      });
      expect(posting?.description).toContain("<li>");
      expect(posting?.validThrough).toBe(`${job.valid_through}T23:59:00+07:00`);
      expect((posting?.jobLocation as { address: { addressCountry: string } }).address.addressCountry).toBe("TH");
      expect(ofType(html, "BreadcrumbList")).toBeDefined();
      expect(html).toContain(`mailto:${job.apply_email}`);
    }
  });

  it("shows salaries in baht", async () => {
    expect(await page(`/en/Job-details/${job.slug}`)).toContain("฿28,000 – ฿45,000 a month");
  });

  it("marks a closed job and offers no way to apply", async () => {
    const html = await page(`/en/Job-details/${CLOSED_JOB.slug}`);
    expect(html).toContain("No longer accepting applications.");
    expect(html).not.toContain("Apply by email");
    expect(await page(`/Job-details/${CLOSED_JOB.slug}`)).toContain("ปิดรับสมัครแล้ว");
  });

  it("answers an unknown job with 404", async () => {
    expect((await get("/Job-details/no-such-job")).status).toBe(404);
  });
});

it("keeps the slug rule in one place", () => {
  expect(newsDetailPath(5, "Hello World")).toBe(`/news-details/${slugify("Hello World")}?c=5`);
});
