import { describe, expect, it } from "vitest";
import { daysFromToday } from "../../test/calendar";
import {
  DATED_KINDS,
  ENDED_FROM,
  isEnded,
  isEndedRowId,
  kindNumbered,
  kindRanges,
  kindRowIds,
  placed,
  ROW_ID_SPAN,
  searchRowId,
  searchRowIdsOf,
  SEARCH_KINDS,
  spansHolding,
  type SearchDoc,
  type SearchKind,
} from "./search-docs";

describe("a kind's row ids", () => {
  it("are one range per kind, and a row id's number names its kind", () => {
    for (const kind of SEARCH_KINDS) {
      const [first, last] = kindRowIds(kind);
      expect(searchRowId(kind, 42)).toBeGreaterThan(first);
      expect(searchRowId(kind, 42)).toBeLessThan(last);
      expect(kindNumbered(Math.floor(searchRowId(kind, 42) / ROW_ID_SPAN))).toBe(kind);
    }
    expect(kindNumbered(0)).toBeUndefined();
  });
});

const range = (kind: SearchKind, ended = false) => kindRanges(kind).find((r) => r.ended === ended)!;

describe("the spans that hold some ranges and no other", () => {
  it("joins neighbouring ranges into one span", () => {
    // Venues, organizers and contractors have neighbouring numbers; the Thai shows come before them.
    const kinds = ["venue", "organizer", "contractor"] as const;
    const spans = spansHolding(kinds.map((kind) => range(kind)));
    expect(spans).toHaveLength(1);
    const [[first, last]] = spans as [[number, number]];
    for (const kind of kinds) {
      expect(kindRowIds(kind)[0]).toBeGreaterThanOrEqual(first);
      expect(kindRowIds(kind)[1]).toBeLessThanOrEqual(last);
    }
    expect(kindRowIds("thaiTradeShow")[1]).toBeLessThan(first);
  });

  it("splits where another range lies between, and never holds one of them", () => {
    const wanted = SEARCH_KINDS.filter((kind) => kind !== "news").map((kind) => range(kind));
    const spans = spansHolding(wanted);
    expect(spans.length).toBe(2);
    const [newsFirst, newsLast] = kindRowIds("news");
    for (const [first, last] of spans) expect(last < newsFirst || first > newsLast).toBe(true);
    for (const { first } of wanted) expect(spans.some(([a, b]) => first >= a && first <= b)).toBe(true);
    // No span reaches an ended range that was not asked for.
    for (const [, last] of spans) expect(last).toBeLessThan(ENDED_FROM);
  });

  it("reaches across ranges read and found empty, never across ranges left unread", () => {
    const [first] = kindRowIds("thaiTradeShow");
    const [, last] = kindRowIds("organizer");
    expect(spansHolding([range("thaiTradeShow"), range("organizer")], [range("thaiEvent"), range("venue")])).toEqual([[first, last]]);
    expect(spansHolding([range("thaiTradeShow"), range("organizer")], [range("thaiEvent")])).toHaveLength(2);
  });

  it("holds nothing for no ranges", () => {
    expect(spansHolding([])).toEqual([]);
  });
});

describe("ended editions in a range of their own", () => {
  const yesterday = daysFromToday(-1);
  const today = daysFromToday(0);
  const show = { rowid: 0, kind: "thaiTradeShow", refId: 42, endDate: yesterday } as SearchDoc;

  it("places a show or event that has ended in its kind's ended range, and the rest in the kind's range", () => {
    expect(placed(show, today).rowid).toBe(searchRowId("thaiTradeShow", 42, true));
    expect(placed(show, yesterday).rowid).toBe(searchRowId("thaiTradeShow", 42));
    expect(placed({ ...show, endDate: "" }, today).rowid).toBe(searchRowId("thaiTradeShow", 42));
    expect(isEndedRowId(placed(show, today).rowid)).toBe(true);
    expect(isEndedRowId(placed(show, yesterday).rowid)).toBe(false);
  });

  it("tells the kind of an ended edition's row id, and keeps every ended range above every other", () => {
    for (const kind of DATED_KINDS) {
      const [first, last] = kindRowIds(kind, true);
      expect(first).toBeGreaterThanOrEqual(ENDED_FROM);
      expect(searchRowId(kind, 42, true)).toBeGreaterThan(first);
      expect(searchRowId(kind, 42, true)).toBeLessThan(last);
      expect(kindNumbered(Math.floor(searchRowId(kind, 42, true) / ROW_ID_SPAN))).toBe(kind);
      expect(kindRanges(kind).map((r) => r.ended)).toEqual([false, true]);
    }
    for (const kind of SEARCH_KINDS) expect(kindRowIds(kind)[1]).toBeLessThan(ENDED_FROM);
  });

  it("never moves what has no dates: venues, news and the rest have one range", () => {
    const venue = { ...show, kind: "venue" } as SearchDoc;
    expect(placed(venue, today).rowid).toBe(searchRowId("venue", 42));
    expect(kindRanges("venue")).toHaveLength(1);
    expect(searchRowId("news", 42, true)).toBe(searchRowId("news", 42));
  });

  it("deletes an entry wherever it lay: each kind of its collection, ended or not", () => {
    expect(searchRowIdsOf("trade-shows", 42).sort()).toEqual(
      [searchRowId("thaiTradeShow", 42), searchRowId("thaiTradeShow", 42, true), searchRowId("intlTradeShow", 42), searchRowId("intlTradeShow", 42, true)].sort(),
    );
    expect(searchRowIdsOf("venues", 42)).toEqual([searchRowId("venue", 42)]);
  });

  it("ends a show the day after its last day, and never an undated one", () => {
    expect(isEnded(yesterday, today)).toBe(true);
    expect(isEnded(today, today)).toBe(false);
    expect(isEnded("", today)).toBe(false);
  });
});
