import { describe, expect, it } from "vitest";
import { changesSince, isStale } from "./version";

describe("the version check", () => {
  it("refuses a save loaded from another version", () => {
    expect(isStale("2026-03-01T03:00:00.000Z", "2026-03-01T03:00:00.000Z")).toBe(false);
    expect(isStale("2026-03-01T03:00:00.000Z", "2026-03-01T03:05:00.000Z")).toBe(true);
  });

  it("names the fields changed since and who changed them, timestamps aside", () => {
    expect(
      changesSince([
        { staffUsername: "somchai", before: { name: "a", city: "x", updatedAt: "1" }, after: { name: "b", city: "x", updatedAt: "2" } },
        { staffUsername: "somchai", before: { summary: null }, after: { summary: "s" } },
        { staffUsername: "malee", before: { publishedAt: null }, after: { publishedAt: "2026" } },
      ]),
    ).toEqual({ fields: ["name", "summary", "publishedAt"], who: ["somchai", "malee"] });
  });
});
