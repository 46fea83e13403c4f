import { describe, expect, it } from "vitest";
import { stateForNewHistoryEntry } from "./scroll-restoration";

describe("stateForNewHistoryEntry", () => {
  it("gives a new entry a key and React Router's first index", () => {
    expect(stateForNewHistoryEntry(null, "k1")).toEqual({ key: "k1", idx: 0 });
  });

  it("keeps what the entry already holds", () => {
    expect(stateForNewHistoryEntry({ idx: 3, usr: { from: "list" } }, "k1")).toEqual({ idx: 3, usr: { from: "list" }, key: "k1" });
  });

  it("leaves an entry that has a key alone, so a reload finds its saved position", () => {
    expect(stateForNewHistoryEntry({ key: "abc", idx: 2 }, "k1")).toBeNull();
  });

  it("treats an empty key as none", () => {
    expect(stateForNewHistoryEntry({ key: "" }, "k1")).toEqual({ key: "k1", idx: 0 });
  });
});
