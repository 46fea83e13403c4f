import { env, exports } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { bangkokToday } from "../../app/lib/dates";
import { ENDED_FROM, isEnded, kindNumbered, ROW_ID_SPAN, searchRowId, type SearchKind } from "../../app/lib/search-docs";
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from "../../app/lib/search-filters";
import { indexText } from "../../app/lib/search-text";
import { searchSite, settleEndedEditions } from "../../app/portal-store/search-index.server";
import { api, API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { daysFromToday } from "../calendar";
import { BROWSER, seedContent } from "./seeded";

// Ended editions lie in a row id range of their own (docs/decisions/070): placed there when written after they
// ended and moved there by the cron pass as they end, while every search counts and lists by the end date alone.
// Days are the tests' (PORTAL_TODAY), and a later or earlier day is handed to the search and the pass as `today`.

beforeAll(seedContent);

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&").replace(/\s+/g, " ");

async function page(path: string): Promise<string> {
  const response = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER } }));
  expect(response.status, path).toBe(200);
  return response.text();
}

const createShow = async (name_en: string, start: number, end: number) => {
  const show = { data: { name: "งานทดสอบฉบับจบแล้ว", name_en, start_date: daysFromToday(start), end_date: daysFromToday(end), scope: "thai" } };
  const created = await api("/api/trade-shows", jsonInit("POST", show, bearer(API_TOKEN)));
  expect(created.status).toBe(200);
  return created.body.data.id as number;
};

/** Where a Thai show's document lies: its facts' row id. */
const rowIdOf = (id: number) =>
  env.DB.prepare("SELECT id FROM search_facets WHERE id IN (?, ?)").bind(searchRowId("thaiTradeShow", id), searchRowId("thaiTradeShow", id, true)).first<number>("id");

type When = SearchFilters["when"];

/** What a search must count, by brute force: every match's end date from its facts, whatever range it lies in. */
async function expectedCounts(word: string, today: string, when: When): Promise<Map<SearchKind, number>> {
  const { results } = await env.DB.prepare(
    "SELECT f.id AS id, f.end_date AS end_date FROM search_index JOIN search_facets f ON f.id = search_index.rowid WHERE search_index MATCH ?",
  )
    .bind(`"${word}"*`)
    .all<{ id: number; end_date: string }>();
  const counts = new Map<SearchKind, number>();
  for (const row of results) {
    const ended = isEnded(row.end_date, today);
    const undated = row.end_date === "";
    if ((when === "upcoming" && ended) || (when === "past" && !ended && !undated)) continue;
    const kind = kindNumbered(Math.floor(row.id / ROW_ID_SPAN))!;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

async function expectCountsRight(word: string, today: string) {
  for (const when of ["upcoming", "past", "all"] as const) {
    const result = await searchSite(env.DB, word, today, 5, { ...DEFAULT_SEARCH_FILTERS, when });
    const counted = new Map(result.groups.map((group) => [group.kind, group.count]));
    expect(counted, `${word} ${when} on ${today}`).toEqual(await expectedCounts(word, today, when));
    const listed = result.groups.flatMap((group) => group.items);
    if (when === "upcoming") expect(listed.filter((hit) => isEnded(hit.endDate, today)), `${word} ${when} on ${today}`).toEqual([]);
    if (when === "past") expect(listed.filter((hit) => hit.endDate !== "" && !isEnded(hit.endDate, today)), `${word} ${when} on ${today}`).toEqual([]);
  }
}

const titlesOf = async (word: string, today: string, when: When = "upcoming") =>
  (await searchSite(env.DB, word, today, 5, { ...DEFAULT_SEARCH_FILTERS, when })).groups.flatMap((group) => group.items.map((hit) => hit.titleEn));

describe("search: ended editions in a row id range of their own", () => {
  it("writes an edition that has already ended into the ended range: out of the default search, in past and all", async () => {
    const id = await createShow("Vorpalwick Expo", -10, -8);
    expect(await rowIdOf(id)).toBe(searchRowId("thaiTradeShow", id, true));
    expect(text(await page("/en/search?q=Vorpalwick"))).not.toContain("Vorpalwick Expo");
    for (const when of ["past", "all"]) {
      const html = text(await page(`/en/search?q=Vorpalwick&when=${when}`));
      expect(html).toContain("Vorpalwick Expo");
      expect(html).toContain("1 result for “Vorpalwick”");
    }
  });

  it("counts an edition that ended since it was written where it belongs before the cron pass moves it, and after", async () => {
    const today = bangkokToday();
    const later = daysFromToday(5);
    const autumn = await createShow("Snarkhollow Autumn Fair", 1, 2);
    await createShow("Snarkhollow Winter Fair", 40, 42);
    expect(await rowIdOf(autumn)).toBe(searchRowId("thaiTradeShow", autumn));
    expect((await titlesOf("snarkhollow", today)).sort()).toEqual(["Snarkhollow Autumn Fair", "Snarkhollow Winter Fair"]);

    // Five days on, the autumn fair has ended but still lies in the upcoming range: the search corrects for it.
    expect(await titlesOf("snarkhollow", later)).toEqual(["Snarkhollow Winter Fair"]);
    expect(await titlesOf("snarkhollow", later, "past")).toEqual(["Snarkhollow Autumn Fair"]);
    expect((await titlesOf("snarkhollow", later, "all")).sort()).toEqual(["Snarkhollow Autumn Fair", "Snarkhollow Winter Fair"]);
    for (const word of ["snarkhollow", "expo", "fair", "อาหาร"]) await expectCountsRight(word, later);

    // The cron pass moves it (and every other edition ended by then); a second pass on the same day moves nothing.
    expect(await settleEndedEditions(env.DB, later)).toBeGreaterThan(0);
    expect(await rowIdOf(autumn)).toBe(searchRowId("thaiTradeShow", autumn, true));
    expect(await settleEndedEditions(env.DB, later)).toBe(0);
    expect(await titlesOf("snarkhollow", later)).toEqual(["Snarkhollow Winter Fair"]);
    expect(await titlesOf("snarkhollow", later, "past")).toEqual(["Snarkhollow Autumn Fair"]);
    for (const word of ["snarkhollow", "expo", "fair", "อาหาร"]) await expectCountsRight(word, later);

    // On the earlier day the moved editions are upcoming again: counted so at once, and moved back by the pass.
    expect((await titlesOf("snarkhollow", today)).sort()).toEqual(["Snarkhollow Autumn Fair", "Snarkhollow Winter Fair"]);
    for (const word of ["snarkhollow", "expo"]) await expectCountsRight(word, today);
    expect(await settleEndedEditions(env.DB, today)).toBeGreaterThan(0);
    expect(await rowIdOf(autumn)).toBe(searchRowId("thaiTradeShow", autumn));
    expect(await settleEndedEditions(env.DB, today)).toBe(0);
    for (const word of ["snarkhollow", "expo"]) await expectCountsRight(word, today);
  });

  it("is settled by the Worker's cron pass on the portal's day", async () => {
    // A pass as if on a day long ago finds every ended edition upcoming and moves it back to its kind's range.
    await settleEndedEditions(env.DB, daysFromToday(-3650));
    const misplaced = () => env.DB.prepare("SELECT count(*) AS n FROM search_facets WHERE id < ? AND end_date > '' AND end_date < ?").bind(ENDED_FROM, bangkokToday()).first<number>("n");
    expect(await misplaced()).toBeGreaterThan(0);
    await expectCountsRight("expo", bangkokToday());
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await misplaced()).toBe(0);
    await expectCountsRight("expo", bangkokToday());
  });

  it("counts right when more editions wait for the pass than a search corrects for: it reads their end dates instead", async () => {
    const first = 300_000;
    const upcoming = 3;
    const ended = 150;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO search_index (rowid, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date)
       SELECT ?2 + i, ?3 || ' ' || i, '', 'thaiTradeShow', ?4 + i, 'grommetvale-' || i, '', 'งานกรอมเมทเวล ' || i, 'Grommetvale Expo ' || i, '', '',
         CASE WHEN i <= ?5 THEN ?6 ELSE ?7 END, CASE WHEN i <= ?5 THEN ?6 ELSE ?7 END FROM n`,
    )
      .bind(upcoming + ended, searchRowId("thaiTradeShow", first), indexText("งานกรอมเมทเวล", "Grommetvale Expo"), first, ended, daysFromToday(-2), daysFromToday(30))
      .run();
    await env.DB.prepare(
      `INSERT INTO search_facets (id, start_date, end_date) SELECT rowid, start_date, end_date FROM search_index WHERE rowid BETWEEN ? AND ?`,
    )
      .bind(searchRowId("thaiTradeShow", first), searchRowId("thaiTradeShow", first + upcoming + ended))
      .run();
    const count = async (when: When) => (await searchSite(env.DB, "grommetvale", bangkokToday(), 5, { ...DEFAULT_SEARCH_FILTERS, when })).total;
    expect(await count("upcoming")).toBe(upcoming);
    expect(await count("past")).toBe(ended);
    expect(await count("all")).toBe(upcoming + ended);
    await expectCountsRight("grommetvale", bangkokToday());
  });
});
