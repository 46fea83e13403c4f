import { describe, expect, it } from "vitest";
import { initialLookup, initialNewsList, lookupReducer, newsListReducer } from "./lookup-state";

describe("lookupReducer", () => {
  it("sets loading, stores the first record, then clears loading", () => {
    let state = lookupReducer(initialLookup<string>(), { type: "start", seq: 1 });
    expect(state.loading).toBe(true);
    state = lookupReducer(state, { type: "done", seq: 1, records: ["first", "second"] });
    expect(state).toMatchObject({ loading: false, record: "first", settled: true, failed: false });
  });

  it("keeps the previous record when a lookup fails, and clears loading", () => {
    let state = lookupReducer(initialLookup<string>(), { type: "start", seq: 1 });
    state = lookupReducer(state, { type: "done", seq: 1, records: ["venue A"] });
    state = lookupReducer(state, { type: "start", seq: 2 });
    state = lookupReducer(state, { type: "fail", seq: 2 });
    expect(state).toMatchObject({ loading: false, record: "venue A", failed: true });
  });

  it("stores no record for an empty answer", () => {
    let state = lookupReducer(initialLookup<string>(), { type: "start", seq: 1 });
    state = lookupReducer(state, { type: "done", seq: 1, records: [] });
    expect(state).toMatchObject({ loading: false, record: null, settled: true });
  });

  it("ignores an answer to an older lookup", () => {
    let state = lookupReducer(initialLookup<string>(), { type: "start", seq: 1 });
    state = lookupReducer(state, { type: "start", seq: 2 });
    state = lookupReducer(state, { type: "done", seq: 1, records: ["stale"] });
    expect(state).toMatchObject({ loading: true, record: null });
    state = lookupReducer(state, { type: "done", seq: 2, records: ["fresh"] });
    expect(state).toMatchObject({ loading: false, record: "fresh" });
  });
});

describe("newsListReducer", () => {
  it("starts at page 1 and sets the page on a page change while it reloads", () => {
    expect(initialNewsList().page).toBe(1);
    let state = newsListReducer(initialNewsList<string>(), { type: "page", page: 3, seq: 1 });
    expect(state).toMatchObject({ page: 3, loading: true });
    state = newsListReducer(state, { type: "done", seq: 1, items: ["a"], pageCount: 4 });
    expect(state).toMatchObject({ page: 3, loading: false, items: ["a"], pageCount: 4 });
  });

  it("keeps the items on failure and clears loading", () => {
    let state = newsListReducer(initialNewsList<string>(), { type: "page", page: 1, seq: 1 });
    state = newsListReducer(state, { type: "done", seq: 1, items: ["a"], pageCount: 2 });
    state = newsListReducer(state, { type: "page", page: 2, seq: 2 });
    state = newsListReducer(state, { type: "fail", seq: 2 });
    expect(state).toMatchObject({ loading: false, failed: true, items: ["a"], page: 2 });
  });
});
