import { describe, expect, it } from "vitest";
import { loggedRequest } from "./log-request";

describe("the request an activity entry is about", () => {
  it("is a quotation's reference and its page in the inbox of its kind", () => {
    expect(loggedRequest({ collection: "quotation-venues", id: 12, status: "sent" })).toEqual({ reference: "QV-000012", path: "/quotation-profile/venue?id=12" });
    expect(loggedRequest({ collection: "quotation-contractors", id: 3 })?.reference).toBe("QC-000003");
  });

  it("is a booth booking's reference and the leads", () => {
    expect(loggedRequest({ collection: "booth-reservations", id: 34 })).toEqual({ reference: "BR-000034", path: "/quotation-profile/leadsFromReservation" });
  });

  it("is nothing for an entry without one, or with a meta it does not know", () => {
    for (const meta of [null, undefined, "x", {}, { collection: "bookmarks", id: 1 }, { collection: "quotation-venues", id: "12" }, { collection: "quotation-venues", id: 0 }]) {
      expect(loggedRequest(meta)).toBeNull();
    }
  });
});
