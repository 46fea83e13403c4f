import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bangkokToday } from "../../app/lib/dates";
import { searchRowId } from "../../app/lib/search-docs";
import { searchSite } from "../../app/portal-store/search-index.server";
import { DEFAULT_SEARCH_FILTERS } from "../../app/lib/search-filters";
import { indexText } from "../../app/lib/search-text";
import { daysFromToday } from "../calendar";
import { page, seedContent } from "./seeded";

/** Ten thousand more upcoming shows named "…Expo…" than the seed has, more than a list filters by id (80). */
const SHOWS = 10_500;
const FIRST_ID = 200_000;
/** What "expo" finds in the seed alone, as the page searches: upcoming and undated. */
let seedSize = { total: 0, thaiShows: 0 };

beforeAll(async () => {
  await seedContent();
  const atSeedSize = await searchSite(env.DB, "expo", bangkokToday(), 5, DEFAULT_SEARCH_FILTERS);
  seedSize = { total: atSeedSize.total, thaiShows: atSeedSize.groups.find((group) => group.kind === "thaiTradeShow")?.count ?? 0 };
  const start = daysFromToday(30);
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, scope, published_at)
     SELECT ?2 + i, 'งานแสดงสินค้าจำลอง ' || i, 'Generated Expo ' || i, 'generated-expo-' || i, ?3, ?3, 'thai', '2026-01-01T00:00:00.000Z' FROM n`,
  )
    .bind(SHOWS, FIRST_ID, start)
    .run();
  // Their search documents, as the content service's writes would make them (app/lib/search-docs.ts).
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO search_index (rowid, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date)
     SELECT ?2 + i, ?3 || ' ' || i, '', 'thaiTradeShow', ?4 + i, 'generated-expo-' || i, '', 'งานแสดงสินค้าจำลอง ' || i, 'Generated Expo ' || i, '', '', ?5, ?5 FROM n`,
  )
    .bind(SHOWS, searchRowId("thaiTradeShow", FIRST_ID), indexText("งานแสดงสินค้าจำลอง", "Generated Expo"), FIRST_ID, start)
    .run();
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO search_facets (id, start_date, end_date) SELECT ?2 + i, ?3, ?3 FROM n`,
  )
    .bind(SHOWS, searchRowId("thaiTradeShow", FIRST_ID), start)
    .run();
}, 60_000);

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&").replace(/\s+/g, " ");

describe("search on a site with thousands of matches", () => {
  it("says how many match, every one counted, in the page's language", async () => {
    const en = text(await page("/en/search?q=expo"));
    const total = (seedSize.total + SHOWS).toLocaleString("en-US");
    expect(en).toContain(`${total} results for “expo”`);
    expect(en).toContain(`Trade shows in Thailand ${(seedSize.thaiShows + SHOWS).toLocaleString("en-US")}`);
    expect(text(await page("/search?q=expo"))).toContain(`ผลการค้นหา “expo”: พบ ${total} รายการ`);
  });

  it("shows each kind's own best hits, the kind with thousands of matches and the kinds with a few alike", async () => {
    const { groups } = await searchSite(env.DB, "expo", bangkokToday(), 5);
    expect(groups.length).toBeGreaterThan(2);
    for (const group of groups) {
      expect(group.items.map((hit) => hit.kind)).toEqual(Array(Math.min(group.count, 5)).fill(group.kind));
    }
    const shows = groups.find((group) => group.kind === "thaiTradeShow");
    // The newest of the ten thousand generated shows, all upcoming and named "…Expo…", come first.
    expect(shows?.items[0]?.titleEn).toBe(`Generated Expo ${SHOWS}`);
  });

  it("lists every match of the keyword page by page: the last page of the list holds generated shows too", async () => {
    const first = text(await page("/en/thai-trade-show-lists?q=expo"));
    const [, total, pages] = /([\d,]+) results · page 1 of ([\d,]+)/.exec(first) ?? [];
    expect(Number(total?.replaceAll(",", ""))).toBeGreaterThanOrEqual(SHOWS);
    const last = text(await page(`/en/thai-trade-show-lists?q=expo&page=${pages?.replaceAll(",", "")}`));
    expect(last).toMatch(/Generated Expo \d+/);
  });

  it("keeps a rare word on the ids the index found", async () => {
    const html = text(await page(`/en/thai-trade-show-lists?q=${encodeURIComponent("Generated Expo 10499")}`));
    expect(html).toContain("Generated Expo 10499");
    expect(html).toContain(" 1 result ");
  });

  it("puts a title match first however many newer matches carry the word only in their text", async () => {
    // More matches than bm25 ranks (1,000): the newest title match leads its group, not the newest match.
    const first = 400_000;
    const inText = 1_200;
    const start = daysFromToday(60);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO search_index (rowid, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date)
       SELECT ?2 + i, CASE WHEN i = 0 THEN 'quorvane fair' ELSE 'trade fair ' || i END, CASE WHEN i = 0 THEN '' ELSE 'quorvane' END,
         'thaiTradeShow', ?3 + i, 'quorvane-' || i, '', 'งาน ' || i, CASE WHEN i = 0 THEN 'Quorvane Fair' ELSE 'Trade Fair ' || i END, '', '', ?4, ?4 FROM n`,
    )
      .bind(inText, searchRowId("thaiTradeShow", first), first, start)
      .run();
    await env.DB.prepare("INSERT INTO search_facets (id, start_date, end_date) SELECT rowid, start_date, end_date FROM search_index WHERE rowid BETWEEN ? AND ?")
      .bind(searchRowId("thaiTradeShow", first), searchRowId("thaiTradeShow", first + inText))
      .run();
    const { groups } = await searchSite(env.DB, "quorvane", bangkokToday(), 5, DEFAULT_SEARCH_FILTERS);
    const shows = groups.find((group) => group.kind === "thaiTradeShow");
    expect(shows?.count).toBe(inText + 1);
    expect(shows?.items.map((hit) => hit.titleEn)).toEqual(["Quorvane Fair", ...[0, 1, 2, 3].map((i) => `Trade Fair ${inText - i}`)]);
  });
});
