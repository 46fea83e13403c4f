import { describe, expect, it } from "vitest";
import { memberOfBearer } from "./bearer-member";

const base64url = (value: object) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const jwt = (payload: object) => `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(payload)}.c2lnbmF0dXJl`;

describe("the member a write's bearer names", () => {
  it("reads the id of a users-permissions JWT, as Strapi 4 issues it", () => {
    expect(memberOfBearer(`Bearer ${jwt({ id: 42, iat: 1, exp: 2 })}`)).toBe(42);
    expect(memberOfBearer(`bearer   ${jwt({ id: 7 })} `)).toBe(7);
  });

  it("names nobody for the API token, no header, or a token with no member's id", () => {
    expect(memberOfBearer("Bearer 3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6d7e8f9")).toBeNull();
    expect(memberOfBearer(null)).toBeNull();
    expect(memberOfBearer(`Bearer ${jwt({ id: "42" })}`)).toBeNull();
    expect(memberOfBearer(`Bearer ${jwt({ id: 0 })}`)).toBeNull();
    expect(memberOfBearer(`Bearer ${jwt({ sub: 42 })}`)).toBeNull();
    expect(memberOfBearer("Bearer abc.%%%.def")).toBeNull();
    expect(memberOfBearer("Bearer abc.bm90IGpzb24.def")).toBeNull();
  });
});
