import { describe, expect, it } from "vitest";
import { inputLengthOf } from "~/model/limits";
import { listingKey, OWNER_LIMITS, parseListingKey, parseOwnerEmail } from "./owners";

const form = (email: string) => {
  const data = new FormData();
  data.set("email", email);
  return data;
};

describe("listing keys", () => {
  it("round-trip a kind and an id", () => {
    expect(parseListingKey(listingKey({ kind: "contractor", id: 12 }))).toEqual({ kind: "contractor", id: 12 });
  });

  it("refuse anything else", () => {
    for (const value of ["", "venue", "venue:0", "venue:-1", "venue:1.5", "booth:3", "venue:12345678901", null, 4]) expect(parseListingKey(value)).toBeNull();
  });
});

describe("parseOwnerEmail", () => {
  it("takes an address in any case and trims it", () => {
    expect(parseOwnerEmail(form("  Nida@Example.COM "))).toMatchObject({ ok: true, data: { email: "nida@example.com" } });
  });

  it("needs an address, and a well-formed one, keeping what was typed", () => {
    expect(parseOwnerEmail(form(""))).toMatchObject({ ok: false, errors: { email: "owners.emailRequired" } });
    expect(parseOwnerEmail(form("nida at example"))).toMatchObject({ ok: false, errors: { email: "owners.emailInvalid" }, values: { email: "nida at example" } });
  });
});

describe("OWNER_LIMITS", () => {
  it("is the users table's email limit, as the model gives it to every other form", () => {
    expect(OWNER_LIMITS.email).toBe(inputLengthOf("users", "email"));
  });
});
