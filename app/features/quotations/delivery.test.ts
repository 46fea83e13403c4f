import { describe, expect, it } from "vitest";
import { deliveryRecord } from "~/domain/request-delivery";
import { toldText } from "./delivery";

describe("what the completed page says about who was told", () => {
  it("names the owners, the mailed address or the team, only when the mail went out", () => {
    expect(toldText({ channel: "owners", address: null, mailed: null })).toBe("quotations.completed.told.owners");
    expect(toldText({ channel: "listing-contact", address: "sales@bitec.example.com", mailed: true })).toBe("quotations.completed.told.contact");
    expect(toldText({ channel: "listing-contact", address: "sales@bitec.example.com", mailed: false })).toBe("quotations.completed.told.contactFailed");
    expect(toldText({ channel: "site-team", address: null, mailed: true })).toBe("quotations.completed.told.team");
    expect(toldText({ channel: "site-team", address: null, mailed: null })).toBe("quotations.completed.told.teamFailed");
  });

  it("says nothing about anyone when nothing was recorded", () => {
    expect(toldText(null)).toBeNull();
    expect(deliveryRecord(null)).toBeNull();
    expect(deliveryRecord({ channel: "carrier-pigeon", address: null, mailed: 1 })).toBeNull();
  });

  it("reads the stored row", () => {
    expect(deliveryRecord({ channel: "listing-contact", address: "a@b.co", mailed: 1 })).toEqual({ channel: "listing-contact", address: "a@b.co", mailed: true });
    expect(deliveryRecord({ channel: "owners", address: null, mailed: null })).toEqual({ channel: "owners", address: null, mailed: null });
  });
});
