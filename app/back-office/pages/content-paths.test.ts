import { describe, expect, it } from "vitest";
import { contentPath, floorPlanPath, mediaPath } from "./content-paths";

describe("content manager paths", () => {
  it("fills the collection and record in either language", () => {
    expect(contentPath("th")).toBe("/admin/content");
    expect(contentPath("en", "trade-shows")).toBe("/en/admin/content/trade-shows");
    expect(contentPath("th", "news", "new")).toBe("/admin/content/news/new");
    expect(contentPath("en", "venues", 12, "preview")).toBe("/en/admin/content/venues/12/preview");
  });

  it("spells a show's floor plan and its files", () => {
    expect(floorPlanPath("th", 31)).toBe("/admin/content/trade-shows/31/floor-plan");
    expect(floorPlanPath("en", 31, "booths.csv")).toBe("/en/admin/content/trade-shows/31/floor-plan/booths.csv");
  });

  it("spells the media library and a picture's page", () => {
    expect(mediaPath("th")).toBe("/admin/media");
    expect(mediaPath("en", 7)).toBe("/en/admin/media/7");
  });
});
