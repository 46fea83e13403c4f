import { describe, expect, it } from "vitest";
import { isOrganizerNotice, organizerRecipients } from "./booking-notice";

const owner = (email: string, locale: string | null) => ({ email, locale, name: email.split("@")[0]! });

describe("who hears about a booking", () => {
  it("tells every owner of the organizer listing, in their account's language, and not the contact address", () => {
    expect(organizerRecipients([owner("a@x.th", "en"), owner("b@x.th", null)], "info@x.th")).toEqual({
      notice: "owners",
      recipients: [
        { kind: "owner", email: "a@x.th", locale: "en", name: "a" },
        { kind: "owner", email: "b@x.th", locale: "th", name: "b" },
      ],
    });
  });

  it("falls back to the listing's contact address, then to the site team", () => {
    expect(organizerRecipients([], "info@x.th")).toEqual({ notice: "contact", recipients: [{ kind: "contact", email: "info@x.th" }] });
    expect(organizerRecipients([], null)).toEqual({ notice: "team", recipients: [{ kind: "team" }] });
  });

  it("knows the notices the model stores", () => {
    expect(["owners", "contact", "team"].every(isOrganizerNotice)).toBe(true);
    expect(isOrganizerNotice("none")).toBe(false);
    expect(isOrganizerNotice(null)).toBe(false);
  });
});
