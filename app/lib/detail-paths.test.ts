import { describe, expect, it } from "vitest";
import { detailPath, organizerPath, tradeShowPath, venuePath } from "./detail-paths";

describe("detail paths from the route table", () => {
  it("spells each kind as its published path", () => {
    expect(tradeShowPath({ scope: "thai", slug: "metalex-2026" })).toBe("/thai-trade-show-details/metalex-2026");
    expect(tradeShowPath({ scope: "international", slug: "ces-2027" })).toBe("/international-trade-show-details/ces-2027");
    expect(venuePath("bitec")).toBe("/venue-show-details/bitec");
    expect(organizerPath("ncc")).toBe("/organizer-show-details/ncc");
    expect(detailPath("jobDetails", "coordinator")).toBe("/Job-details/coordinator");
    expect(detailPath("articleTopic", "booth-design")).toBe("/article-topic/booth-design");
  });
});
