import { describe, expect, it } from "vitest";
import { consentCookie, parseConsent } from "./consent";

describe("parseConsent", () => {
  it("reads the choice among other cookies", () => {
    expect(parseConsent("i18n_redirected=en; cookie_consent=all")).toBe("all");
    expect(parseConsent("cookie_consent=necessary")).toBe("necessary");
  });
  it("ignores missing, unknown and look-alike values", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("i18n_redirected=th")).toBeNull();
    expect(parseConsent("cookie_consent=yes")).toBeNull();
    expect(parseConsent("x_cookie_consent=all")).toBeNull();
  });
});

describe("consentCookie", () => {
  it("lasts 365 days for the whole site", () => {
    expect(consentCookie("all", true)).toBe("cookie_consent=all; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(consentCookie("necessary", false)).not.toContain("Secure");
  });
});
