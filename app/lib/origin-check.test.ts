import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./origin-check";

const SITE = "https://portal.example";
const post = (headers: Record<string, string>, url = `${SITE}/login`) => new Request(url, { method: "POST", headers });

describe("isCrossSiteRequest", () => {
  it("lets reads through whatever their headers say", () => {
    expect(isCrossSiteRequest(new Request(`${SITE}/login`, { headers: { "sec-fetch-site": "cross-site" } }), SITE)).toBe(false);
  });

  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "same-origin" }), SITE)).toBe(false);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "none" }), SITE)).toBe(false);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "cross-site", origin: SITE }), SITE)).toBe(true);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "same-site" }), SITE)).toBe(true);
  });

  it("compares Origin with the site and the request's own origin otherwise", () => {
    expect(isCrossSiteRequest(post({ origin: SITE }), SITE)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: "http://127.0.0.1:8881" }, "http://127.0.0.1:8881/login"), SITE)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: "https://evil.example" }), SITE)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "null" }), SITE)).toBe(true);
  });

  it("lets a client that is not a browser (no Origin, no Sec-Fetch-Site) through", () => {
    expect(isCrossSiteRequest(post({}), SITE)).toBe(false);
  });
});
