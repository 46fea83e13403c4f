import { describe, expect, it } from "vitest";
import { isPopupLive, popupIsFor, websiteJsonLd } from "./home-data";

describe("isPopupLive", () => {
  const now = new Date("2026-11-22T05:00:00Z");
  it("shows active pop-ups inside their window, open ends included", () => {
    expect(isPopupLive({ active: true }, now)).toBe(true);
    expect(isPopupLive({ active: true, starts_at: "2026-11-01T00:00:00Z", ends_at: "2026-12-01T00:00:00Z" }, now)).toBe(true);
    expect(isPopupLive({ active: true, starts_at: "2026-11-01T00:00:00Z", ends_at: null }, now)).toBe(true);
  });
  it("hides inactive, not yet started and ended pop-ups", () => {
    expect(isPopupLive({ active: false }, now)).toBe(false);
    expect(isPopupLive({ active: true, starts_at: "2026-11-23T00:00:00Z" }, now)).toBe(false);
    expect(isPopupLive({ active: true, ends_at: "2026-11-22T04:59:59Z" }, now)).toBe(false);
  });
});

describe("popupIsFor", () => {
  it("shows everyone's pop-ups, and those without an audience, to every reader", () => {
    for (const reader of ["visitor", "company"] as const) {
      expect(popupIsFor("everyone", reader)).toBe(true);
      expect(popupIsFor(null, reader)).toBe(true);
      expect(popupIsFor(undefined, reader)).toBe(true);
    }
  });
  it("keeps a company offer from visitors and a visitor offer from companies", () => {
    expect(popupIsFor("companies", "company")).toBe(true);
    expect(popupIsFor("companies", "visitor")).toBe(false);
    expect(popupIsFor("visitors", "visitor")).toBe(true);
    expect(popupIsFor("visitors", "company")).toBe(false);
  });
  it("shows an audience it does not know to nobody", () => {
    expect(popupIsFor("members", "visitor")).toBe(false);
    expect(popupIsFor("", "company")).toBe(false);
  });
});

describe("websiteJsonLd", () => {
  it("points the search action at the trade show search in the page's language", () => {
    const ld = websiteJsonLd({ siteUrl: "https://expolink.example", locale: "en", name: "ExpoLink", description: "d" });
    expect(ld.url).toBe("https://expolink.example/en");
    expect(ld.potentialAction.target.urlTemplate).toBe("https://expolink.example/en/search?q={search_term_string}");
    expect(ld.potentialAction["query-input"]).toBe("required name=search_term_string");
    expect(websiteJsonLd({ siteUrl: "https://expolink.example/", locale: "th", name: "ExpoLink", description: "d" }).potentialAction.target.urlTemplate).toBe(
      "https://expolink.example/search?q={search_term_string}",
    );
  });
});
