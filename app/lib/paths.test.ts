import { describe, expect, it } from "vitest";
import { localePagePath, pagePath, tradeShowPath } from "./paths";

describe("paths from the page table", () => {
  it("spells each page as the table does", () => {
    expect(pagePath("home")).toBe("/");
    expect(pagePath("thaiTradeShowList")).toBe("/thai-trade-show-lists");
    expect(pagePath("jobDetails", { id: "coordinator" })).toBe("/Job-details/coordinator");
    expect(pagePath("quotationProfileOrganizer")).toBe("/quotation-profile/Organizer");
    expect(tradeShowPath({ scope: "thai", slug: "metalex-2026" })).toBe("/thai-trade-show-details/metalex-2026");
    expect(tradeShowPath({ scope: "international", slug: "ces-2027" })).toBe("/international-trade-show-details/ces-2027");
  });

  it("encodes the id and the query, leaving out empty values", () => {
    expect(pagePath("venueList", { query: { q: "Impact Arena", page: undefined } })).toBe("/venue-show-lists?q=Impact%20Arena");
    expect(pagePath("newsDetails", { id: "งาน ใหม่", query: { c: 7 } })).toBe(`/news-details/${encodeURIComponent("งาน ใหม่")}?c=7`);
  });

  it("puts English under /en and leaves Thai unprefixed", () => {
    expect(localePagePath("en", "home")).toBe("/en");
    expect(localePagePath("en", "contact")).toBe("/en/contact");
    expect(localePagePath("th", "contact")).toBe("/contact");
  });

  it("rejects a misspelled page or a missing id when type-checked", () => {
    // Each line below must stay a type error: `npm run typecheck` fails if the check stops working.
    // @ts-expect-error "contcat" is no page
    expect(() => pagePath("contcat")).toThrow();
    // @ts-expect-error a detail page needs its id
    expect(() => pagePath("venueDetails")).not.toThrow();
    // @ts-expect-error the catch-all is no link target
    expect(pagePath("notFound")).toBe("/*");
  });
});
