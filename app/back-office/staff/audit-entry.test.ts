import { describe, expect, it } from "vitest";
import { auditJson, changedFields } from "./audit-entry";

describe("audit entries", () => {
  it("names the fields a write changed, added or removed", () => {
    expect(changedFields({ title: "a", slug: "x", tags: [1] }, { title: "b", slug: "x", tags: [1, 2], note: "n" })).toEqual(["note", "tags", "title"]);
    expect(changedFields(null, { title: "a" })).toEqual(["title"]);
    expect(changedFields({ title: "a" }, null)).toEqual(["title"]);
    expect(changedFields({ same: 1 }, { same: 1 })).toEqual([]);
  });

  it("keeps a record as JSON, nothing for no record, and the size of one too large to keep", () => {
    expect(auditJson({ title: "ก" })).toBe('{"title":"ก"}');
    expect(auditJson(null)).toBeNull();
    expect(auditJson(undefined)).toBeNull();
    expect(JSON.parse(auditJson({ body: "x".repeat(100) }, 50)!)).toEqual({ omitted: "too large to keep", bytes: 111 });
  });
});
