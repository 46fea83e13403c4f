import { describe, expect, it } from "vitest";
import { daysFromToday } from "../../test/calendar";
import { claimOf } from "./claims";

describe("claimOf", () => {
  const attributes = {
    request_kind: "claim",
    reference: "CL-1A2B3C4D",
    contact_name: "Nida K",
    contact_role: "Sales manager",
    email: "nida@example.com",
    phone: "0812345678",
    locale: "en",
    claim_decision: null,
    createdAt: `${daysFromToday(-3)}T03:00:00.000Z`,
    venue: { data: null },
    organizer: { data: { id: 4, attributes: { company_name: "ไทยเทรดแฟร์", company_name_en: "Thai Trade Fair" } } },
    contractor: { data: null },
    user: { data: { id: 31, attributes: {} } },
  };

  it("reads the listing that is set, the member and a pending decision", () => {
    expect(claimOf({ id: 9, attributes })).toMatchObject({
      id: 9,
      kind: "organizer",
      listing: { id: 4, name: "ไทยเทรดแฟร์", nameEn: "Thai Trade Fair" },
      memberId: 31,
      locale: "en",
      decision: null,
    });
  });

  it("is null for a package contract or a claim naming no listing", () => {
    expect(claimOf({ id: 1, attributes: { ...attributes, request_kind: "contract" } })).toBeNull();
    expect(claimOf({ id: 1, attributes: { ...attributes, organizer: { data: null } } })).toBeNull();
  });

  it("keeps a decision and falls back to the id for a claim without a reference", () => {
    expect(claimOf({ id: 7, attributes: { ...attributes, claim_decision: "declined", reference: null } })).toMatchObject({ decision: "declined", reference: "#7" });
  });
});
