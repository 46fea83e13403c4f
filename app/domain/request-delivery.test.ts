import { describe, expect, it } from "vitest";
import { chooseDelivery, publishedAddress } from "./request-delivery";

describe("who is told of a new request", () => {
  it("is the people who run the listing when it has owners, whatever address it publishes", () => {
    expect(chooseDelivery({ ownerCount: 2, contactor: { email: "sales@bitec-demo.th" } })).toEqual({ channel: "owners", address: null });
  });

  it("is the listing's published contact address when nobody runs it", () => {
    expect(chooseDelivery({ ownerCount: 0, contactor: { email: " sales@bitec-demo.th " } })).toEqual({
      channel: "listing-contact",
      address: "sales@bitec-demo.th",
    });
  });

  it("is the site team when nobody runs it and it publishes no usable address", () => {
    for (const contactor of [null, {}, { email: "" }, { email: "not an address" }, { email: "a@b.co, c@d.co" }, { email: "a@b.co\r\nBcc: x@y.co" }]) {
      expect(chooseDelivery({ ownerCount: 0, contactor })).toEqual({ channel: "site-team", address: null });
    }
  });
});

describe("a published address", () => {
  it("is one plain address or nothing", () => {
    expect(publishedAddress({ email: "info@impact.co.th" })).toBe("info@impact.co.th");
    expect(publishedAddress({ email: "Sales <sales@x.co>" })).toBeNull();
    expect(publishedAddress({ email: 42 })).toBeNull();
    expect(publishedAddress("sales@x.co")).toBeNull();
    expect(publishedAddress({ email: "x@y.co\r\nBcc: v@w.co" })).toBeNull();
    expect(publishedAddress({ email: "a@b.co, d@e.co" })).toBeNull();
  });
});
