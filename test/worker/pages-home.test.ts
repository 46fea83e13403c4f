import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createContentClient } from "../../app/content/client";
import type { StrapiList } from "../../app/model/types";
import { newsQuery } from "../../app/features/home/news-popup";
import { popupLookupPath, type PopupKind, type PopupRecord, popupQuery } from "../../app/features/home/popup-view";
import { seedData } from "../../seed/index";
import { BROWSER, seedContent } from "./seeded";
import { bangkokToday, formatShortDate, formatShortDateRange } from "../../app/lib/dates";

function get(path: string) {
  return exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, Cookie: "i18n_redirected=th" }, redirect: "manual" }));
}

type Row = Record<string, unknown>;
const rows = (plural: string) => (seedData[plural] ?? []) as Row[];

beforeAll(seedContent);

describe("home page", () => {
  for (const [path, locale] of [["/", "th"], ["/en", "en"]] as const) {
    it(`${path} shows banners, upcoming shows, news and client logos from the content service`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      const title = (r: Row, field: string) => String((locale === "en" && r[`${field}_en`]) || r[field]);

      const banner = rows("banners").find((b) => b.active && b.sort_order === 1)!;
      expect(html).toContain(title(banner, "title"));
      // It announces a show: the show's days and booking deadline come from the show's record, and so does its link.
      const show = rows("trade-shows").find((s) => s.id === banner.trade_show)!;
      const days = formatShortDateRange(String(show.start_date), String(show.end_date), locale);
      const deadline = formatShortDate(String(show.reservation_deadline), locale);
      expect(html).toContain(locale === "en" ? `${days}; booth bookings until ${deadline}.` : `จัดงาน ${days} เปิดจองพื้นที่ถึง ${deadline}`);
      expect(html).toContain(`href="${locale === "en" ? "/en" : ""}/thai-trade-show-details/${String(show.slug)}"`);
      expect(html).toMatch(/fetchpriority="high"/i);
      const inactive = rows("banners").find((b) => !b.active)!;
      expect(html).not.toContain(title(inactive, "title"));

      const upcoming = rows("trade-shows").filter((s) => String(s.end_date) >= bangkokToday());
      expect(upcoming.some((s) => html.includes(title(s, "name").replace(/&/g, "&amp;")))).toBe(true);

      const news = [...rows("news")].sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)))[0]!;
      expect(html).toContain(title(news, "title").replace(/&/g, "&amp;"));

      // A news place opens the venue pop-up, and without JavaScript is a link to that venue's page.
      const latest = [...rows("news")].sort((a, b) => String(b.published_at).localeCompare(String(a.published_at))).slice(0, 4);
      const placed = latest.find((n) => n.place)!;
      const venue = rows("venues").find((v) => v.name === placed.place)!;
      expect(html).toContain(`href="${locale === "en" ? "/en" : ""}/venue-show-details/${venue.slug}"`);

      const client = rows("our-clients")[0]!;
      expect(html).toContain(`alt="${title(client, "name").replace(/&/g, "&amp;")}"`);

      // Every directory is reachable from the home page.
      for (const list of ["/thai-trade-show-lists", "/international-trade-show-lists", "/thai-event-lists", "/venue-show-lists", "/organizer-show-lists", "/contractor-show-lists", "/news-lists", "/article-lists", "/photo-gallery-lists", "/jobs-lists", "/package", "/booth-reservation-lists"]) {
        expect(html).toContain(`href="${locale === "en" ? "/en" : ""}${list}"`);
      }
      // The search is a plain GET form.
      const search = html.match(/<form[^>]*role="search"[^>]*>/)?.[0] ?? "";
      expect(search).toContain(`action="${locale === "en" ? "/en" : ""}/search"`);
      expect(search).toContain('method="get"');
      expect(html).toMatch(/<input[^>]*name="q"/);
    });

    it(`${path} has canonical, hreflang alternates and Organization, WebSite and BreadcrumbList JSON-LD`, async () => {
      const html = await (await get(path)).text();
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      for (const lang of ["th", "en", "x-default"]) expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="https?://[^"]+"`, "i"));
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
      const types = blocks.map((b) => b["@type"]);
      expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList"]));
      const site = blocks.find((b) => b["@type"] === "WebSite");
      expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    });
  }

  it("names the page, not its data address, in what a client navigation renders (canonical, alternates, breadcrumbs)", async () => {
    const data = await (await get("/en/news-lists.data?page=2&_routes=en%3AnewsList")).text();
    expect(data).toContain("/en/news-lists");
    expect(data).not.toContain("news-lists.data");
  });

  it("keeps the home HTML within its budget: 30 KB brotli, checked with gzip, which compresses less", async () => {
    for (const path of ["/", "/en"]) {
      const html = await (await get(path)).text();
      const gzip = await new Response(new Blob([html]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
      expect(gzip.byteLength).toBeLessThan(30 * 1024);
    }
  });

  it("keeps the site pop-up out of the server HTML", async () => {
    const html = await (await get("/")).text();
    expect(html).not.toContain('id="site-popup-title"');
  });

  it("hands a visitor the visitors' pop-up, never the one selling packages to companies", async () => {
    const th = await (await get("/")).text();
    expect(th).toContain("สมัครรับจดหมายข่าวงานแสดงสินค้า");
    expect(th).not.toContain("แพ็กเกจปี 2570 ลด 15%");
    const en = await (await get("/en")).text();
    expect(en).toContain("Get the trade show newsletter");
    expect(en).not.toContain("2027 packages: 15% off");
  });
});

describe("home pop-up lookups through the cached proxy", () => {
  // The client the pop-ups use in the browser, here on the Worker's own fetch.
  const client = createContentClient({ fetcher: (request) => exports.default.fetch(request), baseUrl: "http://example.com" });
  const lookup = (kind: PopupKind, text: string) => client.query<StrapiList<PopupRecord>>(popupLookupPath(kind), popupQuery(kind, text));

  it("answers /api/venues?filters[name][$contains]=<place> with the venue of a seeded news item first", async () => {
    const news = rows("news").find((n) => n.place)!;
    const plain = await exports.default.fetch(new Request(`http://example.com/api/venues?filters[name][$contains]=${encodeURIComponent(String(news.place))}`));
    expect(plain.status).toBe(200);
    const body = (await plain.json()) as { data: { attributes: { name: string } }[] };
    expect(body.data[0]?.attributes.name).toBe(news.place);

    const result = await lookup("venue", String(news.place));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const venue = result.data.data[0]!.attributes;
    expect(venue.name).toBe(news.place);
    expect(venue).toHaveProperty("contactor");
    expect(venue).toHaveProperty("address");
    expect(venue).not.toHaveProperty("gallery");
  });

  it("finds organizers (also for the company contact) and contractors by company name", async () => {
    for (const [kind, plural] of [["organizer", "organizers"], ["company", "organizers"], ["contractor", "contractors"]] as const) {
      const record = rows(plural)[0]!;
      const result = await lookup(kind, String(record.company_name));
      expect(result.ok, kind).toBe(true);
      if (result.ok) expect(result.data.data[0]?.attributes.company_name).toBe(record.company_name);
    }
  });

  it("answers the related-news lookup with news in menu 1 or 2, 15 a page, and a page count", async () => {
    const result = await client.query<StrapiList<{ connect_menu: { menu: number[] } }>>("api/news", newsQuery(["1", "2"], 1));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { data, meta } = result.data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(15);
    for (const item of data) expect(item.attributes.connect_menu.menu.some((m) => m === 1 || m === 2)).toBe(true);
    const expected = rows("news").filter((n) => ((n.connect_menu as { menu: number[] }).menu ?? []).some((m) => m === 1 || m === 2)).length;
    expect(meta.pagination).toMatchObject({ pageSize: 15, pageCount: Math.ceil(expected / 15) });
  });

  it("answers the master data the pop-up footers label with", async () => {
    const response = await exports.default.fetch(new Request("http://example.com/api/master-data-app?fields[0]=provinces&fields[1]=countries&fields[2]=sectors"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { attributes: Record<string, unknown[]> } };
    expect(body.data.attributes.provinces?.length).toBeGreaterThan(0);
    expect(body.data.attributes.sectors?.length).toBeGreaterThan(0);
  });
});
