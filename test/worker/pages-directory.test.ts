import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bangkokToday } from "../../app/lib/dates";
import { seedData } from "../../seed/index";
import { get, ofType, page, seedContent } from "./seeded";


/** How many cards a list page shows. */
const cardCount = (html: string) => (html.match(/class="card__link"/g) ?? []).length;

const today = bangkokToday();
const seeded = (plural: string) => seedData[plural] ?? [];
/** THAIFEX's dates, when the food fairs at IMPACT (Nonthaburi) run and none in Bangkok itself. */
const thaifex = seeded("trade-shows").find((show) => show.slug === "thaifex-anuga-asia-2027")!;
const thaifexDays = `from=${thaifex.start_date}&to=${thaifex.end_date}`;
const text = (value: unknown) => String(value).replaceAll("&", "&amp;");

beforeAll(seedContent);

const LISTS = [
  { path: "/thai-event-lists", plural: "thai-events", name: "name" },
  { path: "/venue-show-lists", plural: "venues", name: "name" },
  { path: "/organizer-show-lists", plural: "organizers", name: "company_name" },
  { path: "/contractor-show-lists", plural: "contractors", name: "company_name" },
  { path: "/booth-reservation-lists", plural: "trade-shows", name: "name" },
] as const;

describe("directory lists", () => {
  for (const list of LISTS) {
    for (const prefix of ["", "/en"]) {
      it(`${prefix}${list.path} answers 200 with seeded cards and breadcrumbs`, async () => {
        const html = await page(`${prefix}${list.path}?sort=name`);
        expect(cardCount(html)).toBeGreaterThan(0);
        expect(html).toContain(`<html lang="${prefix ? "en" : "th"}"`);
        expect(ofType(html, "BreadcrumbList")).toBeDefined();
      });
    }
  }

  it("lists seeded venues by their name in each language", async () => {
    const venue = seeded("venues").find((v) => v.slug === "bitec-bangna");
    expect(await page("/venue-show-lists?q=BITEC")).toContain(text(venue?.name));
    expect(await page("/en/venue-show-lists?q=BITEC")).toContain(text(venue?.name_en));
  });

  it("links a venue saved without a slug by its id", async () => {
    const created = await exports.default.fetch(
      new Request("http://example.com/api/venues", {
        method: "POST",
        headers: { Authorization: `Bearer ${env.CONTENT_API_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({ data: { name: "ศูนย์ไร้สลัก", name_en: "Slugless Hall", publishedAt: new Date().toISOString() } }),
      }),
    );
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { id: number } };
    const html = await page("/en/venue-show-lists?q=Slugless");
    expect(html).toContain(`href="/en/venue-show-details/${data.id}"`);
    expect(html).not.toMatch(/venue-show-details\/(null|undefined)\b/);
    expect(await page(`/en/venue-show-details/${data.id}`)).toContain("Slugless Hall");
  });

  it("narrows venues by province and keeps the filter in the pagination links", async () => {
    const all = await page("/venue-show-lists");
    const chiangMai = await page("/venue-show-lists?province=Chiang+Mai");
    const expected = seeded("venues").filter((v) => v.province === "Chiang Mai");
    expect(cardCount(chiangMai)).toBe(expected.length);
    expect(cardCount(chiangMai)).toBeLessThan(cardCount(all));
    for (const venue of expected) expect(chiangMai).toContain(`/venue-show-details/${String(venue.slug)}`);
    expect(chiangMai).not.toContain("/venue-show-details/bitec-bangna");
  });

  it("narrows organizers and contractors by sector", async () => {
    const html = await page("/en/contractor-show-lists?sector=audio-visual");
    const expected = seeded("contractors").filter((c) => c.sector === "audio-visual");
    expect(cardCount(html)).toBe(expected.length);
    const organizers = await page("/organizer-show-lists?sector=government-agency");
    expect(cardCount(organizers)).toBe(seeded("organizers").filter((o) => o.sector === "government-agency").length);
  });

  it("finds Thai events by keyword and category", async () => {
    const html = await page("/en/thai-event-lists?q=Loy+Krathong&when=all");
    expect(cardCount(html)).toBeGreaterThan(0);
    const flowers = await page("/thai-event-lists?category=flower-garden&when=all");
    expect(cardCount(flowers)).toBe(seeded("thai-events").filter((e) => e.category === "flower-garden").length);
  });

  it("shows an empty state when nothing matches", async () => {
    const html = await page("/en/venue-show-lists?q=no-such-venue-anywhere");
    expect(cardCount(html)).toBe(0);
    expect(html).toContain("empty-state");
  });

  it("pages through lists that hold more than one page", async () => {
    for (const path of ["/venue-show-lists", "/organizer-show-lists", "/contractor-show-lists", "/thai-event-lists?when=all"]) {
      const first = await page(path);
      const second = await page(`${path}${path.includes("?") ? "&" : "?"}page=2`);
      expect(cardCount(first), path).toBe(12);
      expect(cardCount(second), path).toBeGreaterThan(0);
      expect(first).toContain('class="pagination"');
    }
  });

  it("counts one result as one, not '1 results', and more in the plural", async () => {
    const one = await page("/en/venue-show-lists?q=Queen%20Sirikit");
    expect(cardCount(one)).toBe(1);
    expect(one).toMatch(/>1 result</);
    expect(await page("/en/venue-show-lists")).toMatch(/>\d+ results · page 1 of \d+</);
  });

  it("offers Greater Bangkok as a place, which finds the food fair at IMPACT in Nonthaburi that 'Bangkok' misses", async () => {
    const filters = `industry=food-beverage&${thaifexDays}`;
    const bangkok = await page(`/thai-trade-show-lists?province=Bangkok&${filters}`);
    const greater = await page(`/en/thai-trade-show-lists?province=greater-bangkok&${filters}`);
    expect(greater).toContain('<option value="greater-bangkok" selected="">Greater Bangkok (Bangkok and nearby provinces)</option>');
    expect(greater).toContain("THAIFEX");
    expect(bangkok).not.toContain("ไทยเฟ็กซ์");
    expect(await page("/venue-show-lists")).toContain('<option value="greater-bangkok">กรุงเทพฯ และปริมณฑล</option>');
  });

  it("tells a visitor whose filters find nothing which one to drop and how many results that gives", async () => {
    const html = await page(`/en/thai-trade-show-lists?province=Bangkok&industry=food-beverage&${thaifexDays}`);
    expect(cardCount(html)).toBe(0);
    expect(html).toContain("Drop one filter to see results:");
    const hint = /<a href="(\/en\/thai-trade-show-lists\?industry=food-beverage[^"]*)"[^>]*>Remove “Province: Bangkok” to see (\d+) results?<\/a>/.exec(html);
    expect(hint).not.toBeNull();
    const relaxed = await page(hint![1]!.replaceAll("&amp;", "&"));
    expect(cardCount(relaxed)).toBe(Number(hint![2]));
    expect(await page(`/thai-trade-show-lists?province=Bangkok&industry=food-beverage&${thaifexDays}`)).toMatch(/ลบ “จังหวัด: กรุงเทพมหานคร” จะพบ \d+ รายการ/);
  });

  it("answers a page past the last one of a list with the not-found page, in the page's language", async () => {
    const paths = ["/venue-show-lists", "/news-lists", "/jobs-lists", "/article-lists", "/photo-gallery-lists", "/thai-trade-show-lists", "/thai-event-lists", "/article-topic/exhibiting-tips"];
    for (const path of paths) {
      for (const prefix of ["", "/en"]) {
        const past = await get(`${prefix}${path}?page=40`);
        expect(past.status, `${prefix}${path}`).toBe(404);
        expect(await past.text()).toContain(prefix ? "Page Not Found" : "ไม่พบหน้า");
      }
    }
    // The first page of a list nothing matches is still a page: it says so.
    expect((await get("/en/venue-show-lists?q=no-such-venue-anywhere&page=1")).status).toBe(200);
    expect((await get("/venue-show-lists?page=2")).status).toBe(200);
  });

  it("lists only shows open for booking that have not ended, each with its booking link", async () => {
    const html = await page("/booth-reservation-lists");
    const open = seeded("trade-shows")
      .filter((s) => s.reservation_open === true && String(s.end_date) >= today)
      .sort((a, b) => String(a.start_date).localeCompare(String(b.start_date)));
    const closed = seeded("trade-shows").filter((s) => s.reservation_open !== true);
    expect(cardCount(html)).toBe(Math.min(open.length, 12));
    for (const show of closed) expect(html).not.toContain(`/${String(show.slug)}"`);
    expect(html).toContain(`/booth-reservation-details?show=${String(open[0]?.slug)}`);
    const en = await page("/en/booth-reservation-lists");
    expect(en).toContain("/en/booth-reservation-details?show=");
    expect(en).toContain("Book a booth");
  });
});

const DETAILS = [
  { plural: "thai-events", path: "/thai-event-details" },
  { plural: "venues", path: "/venue-show-details" },
  { plural: "organizers", path: "/organizer-show-details" },
  { plural: "contractors", path: "/contractor-show-details" },
] as const;

describe("directory details", () => {
  for (const detail of DETAILS) {
    it(`every seeded ${detail.plural} record answers 200 in Thai and English`, async () => {
      for (const record of seeded(detail.plural)) {
        for (const prefix of ["", "/en"]) {
          const html = await page(`${prefix}${detail.path}/${String(record.slug)}`);
          expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
          expect(ofType(html, "BreadcrumbList")).toBeDefined();
        }
      }
    });

    it(`answers an unknown ${detail.plural} id with 'Page Not Found: {path}'`, async () => {
      const response = await get(`/en${detail.path}/no-such-record`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`Page Not Found: /en${detail.path}/no-such-record`);
    });
  }

  it("opens a record by its numeric id too", async () => {
    await page("/en/venue-show-details/1");
  });

  it("describes an event in JSON-LD with offsets, place, organizer, status and attendance mode", async () => {
    const event = seeded("thai-events").find((e) => e.organizer !== undefined);
    const html = await page(`/en/thai-event-details/${String(event?.slug)}`);
    const ld = ofType(html, "Event") as Record<string, any>;
    expect(ld.name).toBe(event?.name_en);
    expect(ld.startDate).toMatch(new RegExp(`^${String(event?.start_date)}T\\d\\d:\\d\\d:\\d\\d[+-]\\d\\d:\\d\\d$`));
    expect(ld.endDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    expect(ld.location["@type"]).toBe("Place");
    expect(ld.location.name).toBeTruthy();
    expect(ld.organizer["@type"]).toBe("Organization");
    expect(ld.organizer.name).toBeTruthy();
    expect(ld.eventStatus).toMatch(/^https:\/\/schema\.org\/Event/);
    expect(ld.eventAttendanceMode).toMatch(/^https:\/\/schema\.org\/\w+EventAttendanceMode$/);
  });

  it("shows dates in both calendars, the .ics download and the bookmark form on Thai event pages", async () => {
    const event = seeded("thai-events")[0];
    const html = await page(`/thai-event-details/${String(event?.slug)}`);
    const year = Number(String(event?.start_date).slice(0, 4));
    expect(html).toContain(String(year + 543));
    expect(html).toContain(String(year));
    expect(html).toContain('download="');
    expect(html).toContain("BEGIN%3AVEVENT");
    expect(html).toMatch(/<form[^>]+action="\/bookmark"[^>]+method="post"/);
    expect(html).toContain('name="collection" value="thai-events"');
  });

  it("keeps trade show details working on the shared hero pieces, with their own bookmark", async () => {
    const show = seeded("trade-shows").find((s) => s.scope === "thai" && s.reservation_open === true);
    const html = await page(`/thai-trade-show-details/${String(show?.slug)}`);
    expect(html).toContain("BEGIN%3AVEVENT");
    expect(html).toContain('name="collection" value="trade-shows"');
    expect(html).toContain(`/booth-reservation-details?show=${String(show?.slug)}`);
    expect(ofType(html, "Event")).toBeDefined();
  });

  it("says which of a show's or event's own buttons open a new tab, as events always did", async () => {
    // The show has a website and a venue on the map, the event a venue on the map.
    const show = seeded("trade-shows").find((s) => s.scope === "thai" && s.website && s.venue);
    const event = seeded("thai-events").find((e) => e.venue);
    const pages = [
      { path: `/en/thai-trade-show-details/${String(show?.slug)}`, buttons: 2 },
      { path: `/en/thai-event-details/${String(event?.slug)}`, buttons: 1 },
    ];
    for (const { path, buttons: count } of pages) {
      const html = await page(path);
      const buttons = [...html.matchAll(/<a (?=[^>]*class="button")(?=[^>]*target="_blank")[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1] ?? "");
      expect(buttons.length, path).toBeGreaterThanOrEqual(count);
      for (const text of buttons) expect(text, path).toContain('<span class="visually-hidden"> (<!-- -->opens in a new tab<!-- -->)</span>');
    }
  }, 20_000);

  it("describes a venue as a Place and links its quotation request", async () => {
    const html = await page("/en/venue-show-details/bitec-bangna");
    const ld = ofType(html, "Place") as Record<string, any>;
    expect(ld.name).toContain("BITEC");
    expect(ld.geo["@type"]).toBe("GeoCoordinates");
    expect(html).toContain('href="/en/quotation-venue?venue=bitec-bangna"');
  });

  it("describes organizers and contractors as Organizations", async () => {
    const organizer = seeded("organizers")[0];
    const contractor = seeded("contractors")[0];
    const org = ofType(await page(`/organizer-show-details/${String(organizer?.slug)}`), "Organization") as Record<string, any>;
    expect(org.name).toBe(organizer?.company_name);
    const html = await page(`/en/contractor-show-details/${String(contractor?.slug)}`);
    expect((ofType(html, "Organization") as Record<string, any>).name).toBe(contractor?.company_name_en);
    expect(html).toContain(`href="/en/quotation-contractor?contractor=${String(contractor?.slug)}"`);
  });

  it("lists upcoming shows and events at a venue", async () => {
    const venue = seeded("venues").find((v) => v.slug === "impact-muang-thong-thani");
    const upcoming = [...seeded("trade-shows"), ...seeded("thai-events")].filter(
      (s) => s.venue === venue?.id && String(s.end_date) >= today,
    );
    const html = await page("/venue-show-details/impact-muang-thong-thani");
    expect(upcoming.length).toBeGreaterThan(0);
    expect(html).toContain(String(upcoming.sort((a, b) => String(a.start_date).localeCompare(String(b.start_date)))[0]?.slug));
  });
});
