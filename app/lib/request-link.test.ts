import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import { REQUEST_LINK_DAYS } from "../domain/request-delivery";
import { signRequestLink, verifyRequestLink } from "./request-link";

const SECRET = "unit-test-secret";
const claims = { collection: "quotation-venues", request: 12, listing: 3, linkId: "a1b2c3" };

describe("request links", () => {
  it("carry the request, its listing and the link id, and hold for the stated days", async () => {
    const token = await signRequestLink(SECRET, claims);
    expect(await verifyRequestLink(SECRET, token)).toEqual({ ok: true, claims });
    const [, payload] = token.split(".");
    const exp = JSON.parse(atob(payload!.replace(/-/g, "+").replace(/_/g, "/"))).exp;
    expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(REQUEST_LINK_DAYS * 86_400 - 5);
  });

  it("say expired once the days have passed", async () => {
    const token = await signRequestLink(SECRET, claims, Date.now() - (REQUEST_LINK_DAYS + 1) * 86_400_000);
    expect(await verifyRequestLink(SECRET, token)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a changed token, another secret, a member JWT signed with the secret itself and junk", async () => {
    const token = await signRequestLink(SECRET, claims);
    const [head, , signature] = token.split(".");
    const forged = btoa(JSON.stringify({ col: "quotation-venues", rid: 13, lst: 3, jti: "a1b2c3", exp: 4_000_000_000 })).replace(/=+$/, "");
    expect(await verifyRequestLink(SECRET, `${head}.${forged}.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyRequestLink("another-secret", token)).toEqual({ ok: false, reason: "invalid" });
    const memberJwt = await sign({ col: "quotation-venues", rid: 12, lst: 3, jti: "x", exp: 4_000_000_000 }, SECRET, "HS256");
    expect(await verifyRequestLink(SECRET, memberJwt)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyRequestLink(SECRET, "")).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyRequestLink(SECRET, "not.a.token")).toEqual({ ok: false, reason: "invalid" });
  });
});
