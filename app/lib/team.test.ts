import { describe, expect, it } from "vitest";
import { invitationExpiry, invitationStanding, listingRef, maskedEmail, parseListingRef, removalRefusal } from "./team";

const now = new Date();

describe("an invitation link", () => {
  it("works for 48 hours from when it was sent, once, until withdrawn", () => {
    const expiresAt = invitationExpiry(now);
    expect(Date.parse(expiresAt) - now.getTime()).toBe(48 * 3_600_000);
    const open = { usedAt: null, revokedAt: null, expiresAt };
    expect(invitationStanding(open, now)).toBe("open");
    expect(invitationStanding(open, new Date(Date.parse(expiresAt) - 1))).toBe("open");
    expect(invitationStanding(open, new Date(expiresAt))).toBe("expired");
    expect(invitationStanding({ ...open, usedAt: now.toISOString() }, now)).toBe("used");
    expect(invitationStanding({ ...open, revokedAt: now.toISOString() }, now)).toBe("revoked");
  });

  it("names the address it went to without spelling it out", () => {
    expect(maskedEmail("somchai@example.co.th")).toBe("s•••••i@example.co.th");
    expect(maskedEmail("nok@example.com")).toBe("n•k@example.com");
    expect(maskedEmail("ab@example.com")).toBe("a@example.com");
  });
});

describe("taking someone off a team", () => {
  const people = [
    { id: 1, role: "owner" as const },
    { id: 2, role: "team" as const },
  ];

  it("never takes the last owner, who would leave the listing to nobody", () => {
    expect(removalRefusal(people, 1)).toBe("lastOwner");
    expect(removalRefusal([...people, { id: 3, role: "owner" }], 1)).toBeNull();
  });

  it("takes a team member, and refuses someone who is not on the team", () => {
    expect(removalRefusal(people, 2)).toBeNull();
    expect(removalRefusal(people, 7)).toBe("notOnTeam");
  });
});

describe("a listing named in a form", () => {
  it("reads back what it wrote and nothing else", () => {
    expect(parseListingRef(listingRef("venue", 12))).toEqual({ kind: "venue", id: 12 });
    for (const bad of ["venue:0", "venue:-1", "hall:3", "venue:3:4", "venue:1e3", "", null, "venue:99999999999999999"]) expect(parseListingRef(bad), String(bad)).toBeNull();
  });
});
