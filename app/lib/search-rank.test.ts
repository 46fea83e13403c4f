import { describe, expect, it } from "vitest";
import { daysFromToday } from "../../test/calendar";
import type { SearchKind } from "./search-docs";
import { editDistance, isPast, nearestWord, rankHits, type SearchHit } from "./search-rank";

const hit = (slug: string, kind: SearchKind, score: number, endDate = "", titleHit = true): SearchHit => ({
  kind,
  slug,
  parentSlug: "",
  titleTh: slug,
  titleEn: slug,
  summaryTh: "",
  summaryEn: "",
  startDate: endDate,
  endDate,
  score,
  titleHit,
});

describe("rankHits", () => {
  it("puts shows in Thailand before shows abroad for a query in Thai, and leaves relevance to decide in English", () => {
    const today = daysFromToday(0);
    const abroad = hit("sial-paris", "intlTradeShow", -20, daysFromToday(300));
    const here = hit("thaifex", "thaiTradeShow", -5, daysFromToday(170));
    expect(rankHits([abroad, here], today, "อาหาร").map((h) => h.slug)).toEqual(["thaifex", "sial-paris"]);
    expect(rankHits([abroad, here], today, "food").map((h) => h.slug)).toEqual(["sial-paris", "thaifex"]);
  });

  it("puts upcoming shows before past ones, however relevant the past one", () => {
    const past = hit("metalex-2025", "thaiTradeShow", -20, "2025-11-22");
    const upcoming = hit("metalex-2027", "thaiTradeShow", -5, "2027-11-20");
    expect(rankHits([past, upcoming], "2026-11-23").map((h) => h.slug)).toEqual(["metalex-2027", "metalex-2025"]);
  });

  it("puts a title match before a body match, however often the body repeats the words", () => {
    const inBody = hit("body", "thaiTradeShow", -30, "", false);
    expect(rankHits([inBody, hit("title", "venue", -2)], "2026-11-23").map((h) => h.slug)).toEqual(["title", "body"]);
    expect(rankHits([hit("body", "news", -30, "", false), hit("title", "news", -2)], "2026-11-23").map((h) => h.slug)).toEqual(["title", "body"]);
  });

  it("puts an upcoming show above the news, even when only the show's text has the words", () => {
    const fair = hit("thaifex", "thaiTradeShow", -3, "2027-05-30", false);
    expect(rankHits([hit("food-news", "news", -9), hit("food-article", "article", -9), fair], "2026-11-23").map((h) => h.slug)).toEqual(["thaifex", "food-news", "food-article"]);
  });

  it("among title matches, shows the show before the news about it", () => {
    expect(rankHits([hit("news", "news", -9), hit("show", "intlTradeShow", -3)], "2026-11-23").map((h) => h.slug)).toEqual(["show", "news"]);
  });

  it("orders by relevance within a kind (lower bm25 first)", () => {
    expect(rankHits([hit("b", "news", -1), hit("a", "news", -9)], "2026-11-23").map((h) => h.slug)).toEqual(["a", "b"]);
  });

  it("counts a show ending today as upcoming", () => {
    expect(isPast({ endDate: "2026-11-23" }, "2026-11-23")).toBe(false);
    expect(isPast({ endDate: "" }, "2026-11-23")).toBe(false);
  });
});

describe("spelling", () => {
  it("measures edits, a swap of neighbours counting one", () => {
    expect(editDistance("canton", "cantno")).toBe(1);
    expect(editDistance("metalex", "metlex")).toBe(1);
    expect(editDistance("fair", "fair")).toBe(0);
  });

  it("finds the nearest Latin word within the typos a word of its length may hold", () => {
    const terms = ["canton", "fair", "metalex", "thaifex", "bitec"];
    expect(nearestWord("cantn", terms)).toBe("canton");
    expect(nearestWord("metalx", terms)).toBe("metalex");
    expect(nearestWord("fiar", terms)).toBe("fair");
    expect(nearestWord("xyz", terms)).toBeNull();
    expect(nearestWord("zzzzzzz", terms)).toBeNull();
  });

  it("leaves Thai words alone", () => {
    expect(nearestWord("แคนตัน", ["แคนตัน"])).toBeNull();
  });
});
