import { describe, expect, it } from "vitest";
import { documentPath } from "./document-url";

describe("documentPath", () => {
  it("gives a page's own address unchanged", () => {
    expect(documentPath("https://expo.example/quotation-venue?venue=impact")).toBe("/quotation-venue?venue=impact");
    expect(documentPath("https://expo.example/en/my-quotation")).toBe("/en/my-quotation");
  });

  it("turns a single-fetch data address back into the page's", () => {
    expect(documentPath("https://expo.example/quotation-venue.data?venue=impact&_routes=th%3AquotationVenue")).toBe(
      "/quotation-venue?venue=impact",
    );
    expect(documentPath("https://expo.example/en/booth-reservation-details.data?show=metalex-2026")).toBe(
      "/en/booth-reservation-details?show=metalex-2026",
    );
  });

  it("maps the root's and a trailing slash's data addresses", () => {
    expect(documentPath("https://expo.example/_root.data")).toBe("/");
    expect(documentPath("https://expo.example/en/_.data")).toBe("/en/");
  });

  it("drops the bare index flag single fetch adds but keeps a page's own index values", () => {
    expect(documentPath("https://expo.example/news-lists.data?index&page=2")).toBe("/news-lists?page=2");
    expect(documentPath("https://expo.example/search?index=all")).toBe("/search?index=all");
  });

  it("leaves a path that merely contains .data alone", () => {
    expect(documentPath("https://expo.example/news-details/big.data-show?c=1")).toBe("/news-details/big.data-show?c=1");
  });
});
