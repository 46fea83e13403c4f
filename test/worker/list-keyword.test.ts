import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { searchSite } from "../../app/portal-store/search-index.server";
import { bangkokToday } from "../../app/lib/dates";
import type { Locale } from "../../app/domain/locales";
import { page, seedContent, seededTitle } from "./seeded";

const decode = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").trim();

/** The card titles of a list page, in page order (show, company, job and story cards all link their title). */
async function cardTitles(path: string): Promise<string[]> {
  return [...(await page(path)).matchAll(/class="card__link"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => decode(m[1] ?? ""));
}

const withQ = (path: string, q: string, extra = "") => `${path}?q=${encodeURIComponent(q)}${extra}`;

beforeAll(seedContent);

const show = (slug: string, locale: Locale) => seededTitle("trade-shows", slug, locale);

describe("a list's keyword is searched in the site search index", () => {
  it.each([
    // both words of a mixed-script query, in different fields and languages
    ["/thai-trade-show-lists", "THAIFEX อนูก้า", show("thaifex-anuga-asia-2027", "th")],
    // accents the name does not have, and a Latin typo
    ["/en/thai-trade-show-lists", "Métalex", show("metalex-2027", "en")],
    ["/en/thai-trade-show-lists", "metalx", show("metalex-2027", "en")],
    // the Thai name of an international brand on the English page, and words in another order
    ["/en/international-trade-show-lists", "แคนตันแฟร์", show("canton-fair-141st-spring-2027", "en")],
    ["/en/international-trade-show-lists", "fair canton", show("canton-fair-141st-spring-2027", "en")],
    ["/en/venue-show-lists", "bangna bitec", "BITEC Bangna (Bangkok International Trade & Exhibition Centre)"],
    ["/en/jobs-lists", "executive marketing", "Trade Show Marketing Executive"],
  ] as const)("%s?q=%s lists %s", async (path, q, title) => {
    expect(await cardTitles(withQ(path, q))).toContain(title);
  });

  it("keeps to the list's own kind: a venue's name on the Thai show list finds shows there, never the venue", async () => {
    const titles = await cardTitles(withQ("/en/thai-trade-show-lists", "BITEC", "&when=all"));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain("BITEC Bangna (Bangkok International Trade & Exhibition Centre)");
    expect(await page(withQ("/en/thai-trade-show-lists", "canton", "&when=all"))).toContain("0 results");
  });

  it("finds the same shows as /search for a partial Thai word inside compounds", async () => {
    const { groups } = await searchSite(env.DB, "แสดงสินค้า", bangkokToday(), 1000);
    const expected = groups.find((g) => g.kind === "thaiTradeShow")?.items.map((h) => h.titleTh) ?? [];
    expect(expected.length).toBeGreaterThan(1);
    const html = await page(withQ("/thai-trade-show-lists", "แสดงสินค้า", "&when=all"));
    expect(decode(html.match(/id="results-count"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "")).toMatch(new RegExp(`^พบ ${expected.length} รายการ`));
    if (expected.length <= 12) expect((await cardTitles(withQ("/thai-trade-show-lists", "แสดงสินค้า", "&when=all"))).sort()).toEqual([...expected].sort());
  });

  it("with nothing found, shows the empty list, not every entry", async () => {
    expect(await cardTitles(withQ("/en/organizer-show-lists", "qqqzzz"))).toEqual([]);
    expect(await cardTitles(withQ("/en/news-lists", "qqqzzz"))).toEqual([]);
  });
});
