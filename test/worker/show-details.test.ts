import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatGregorianRange, formatLongDateRange } from "../../app/lib/dates";
import { seedData } from "../../seed/index";
import { page, seedContent } from "./seeded";

const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&").replace(/\s+/g, " ");

beforeAll(async () => {
  await seedContent();
  // A show that sells tickets online: the page must link to where visitors buy them.
  await env.DB.prepare("UPDATE trade_shows SET registration_url = ? WHERE slug = ?").bind("https://tickets.example.com/metalex-2027", "metalex-2027").run();
});

describe("show detail pages", () => {
  it("group large numbers for the page's language", async () => {
    expect(text(main(await page("/thai-trade-show-details/thailand-international-motor-expo-2026")))).toContain("1,600,000 คน");
    expect(text(main(await page("/en/thai-trade-show-details/thailand-international-motor-expo-2026")))).toContain("1,600,000");
  });

  it("name no month in English on a Thai page, the Gregorian dates included", async () => {
    const body = text(main(await page("/thai-trade-show-details/thailand-international-motor-expo-2026")));
    // The seed moves its dates with the calendar (seed/dates.ts): the show's dates as seeded for the tests' day, in the
    // detail style (its month names and joins are app/lib/dates.test.ts's business).
    const show = seedData["trade-shows"]!.find((s) => s.slug === "thailand-international-motor-expo-2026")!;
    const [start, end] = [String(show.start_date), String(show.end_date)];
    expect(body).toContain(formatLongDateRange(start, end, "th"));
    expect(body).toContain(`ตรงกับ ${formatGregorianRange(start, end)} (ค.ศ.)`);
    expect(body).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  });

  it("show the official Latin name beside the Thai name", async () => {
    const canton = seedData["trade-shows"]!.find((s) => s.slug === "canton-fair-141st-spring-2027")!;
    const html = await page("/international-trade-show-details/canton-fair-141st-spring-2027");
    expect(html).toContain(`<h1>${canton.name}</h1><p class="detail-hero__latin">`);
    const latin = html.slice(html.indexOf('<p class="detail-hero__latin">'));
    expect(latin.slice(0, latin.indexOf("</p>"))).toContain(`<span lang="en">${canton.name_en}</span>`);
    expect(await page("/en/international-trade-show-details/canton-fair-141st-spring-2027")).not.toContain("detail-hero__latin");
  });

  it("put the organizer's contact in the booth box that sends exhibitors to the organizer", async () => {
    const html = main(await page("/en/international-trade-show-details/canton-fair-141st-spring-2027"));
    const booth = html.slice(html.indexOf('class="booth-info"'), html.indexOf("</section>", html.indexOf('class="booth-info"')));
    expect(text(booth)).toContain("contact the organizer");
    expect(booth).toContain('href="/en/organizer-show-details/china-foreign-trade-centre"');
    expect(text(booth)).toMatch(/Website\s*: cantonfair\.org\.cn/);
    expect(text(html)).toContain("Contact the organizer, China Foreign Trade Centre");
  });

  it("link the official website, the ticket page and the opening hours", async () => {
    const html = main(await page("/en/thai-trade-show-details/metalex-2027"));
    expect(html).toMatch(/<a href="https:\/\/tickets\.example\.com\/metalex-2027" target="_blank" rel="noopener noreferrer">Tickets and registration/);
    expect(html).toMatch(/<a href="https:\/\/www\.metalex\.co\.th" target="_blank" rel="noopener noreferrer" class="button">Official website/);
    expect(text(html)).toMatch(/Opening hours \S+/);
    expect(text(html)).toMatch(/Organizer RX Tradex/);
  });
});

describe("card dates", () => {
  const dates = (html: string, className: string) => [...html.matchAll(new RegExp(`<time[^>]*class="${className}"[^>]*>([^<]+)</time>`, "g"))].map((m) => m[1]!);
  const THAI_CARD = /^(อา|จ|อ|พ|พฤ|ศ|ส)\. \d{1,2}( [ก-๙.]+)?( \d{2})?( – (อา|จ|อ|พ|พฤ|ศ|ส)\. \d{1,2} [ก-๙.]+ \d{2})?$/;
  const ENGLISH_CARD = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2}( [A-Z][a-z]{2})?( \d{2})?( – (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} [A-Z][a-z]{2} \d{2})?$/;

  it("follow the spec's card format, weekday, day, month and a two-digit year, on show and news cards in both languages", async () => {
    for (const [path, className, format] of [
      ["/thai-trade-show-lists?when=all", "date-badge", THAI_CARD],
      ["/en/thai-trade-show-lists?when=all", "date-badge", ENGLISH_CARD],
      ["/news-lists", "story-card__date", THAI_CARD],
      ["/en/news-lists", "story-card__date", ENGLISH_CARD],
    ] as const) {
      const found = dates(main(await page(path)), className);
      expect(found.length, path).toBeGreaterThan(0);
      for (const date of found) expect(date, path).toMatch(format);
    }
  });

  it("say the Thai year in the Buddhist era: a 2026 show reads 69, never 26", async () => {
    const found = dates(main(await page("/thai-trade-show-lists?when=all")), "date-badge");
    expect(found.some((date) => / (69|70)$/.test(date))).toBe(true);
    expect(found.some((date) => / (26|27)$/.test(date))).toBe(false);
  });
});
