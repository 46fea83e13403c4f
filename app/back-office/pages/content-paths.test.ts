import { describe, expect, it } from "vitest";
import { contentPath } from "./content-paths";

describe("content manager paths", () => {
  it("fills the collection and record in either language", () => {
    expect(contentPath("th")).toBe("/admin/content");
    expect(contentPath("en", "trade-shows")).toBe("/en/admin/content/trade-shows");
    expect(contentPath("th", "news", "new")).toBe("/admin/content/news/new");
    expect(contentPath("en", "venues", 12, "preview")).toBe("/en/admin/content/venues/12/preview");
  });
});
