import { describe, expect, it } from "vitest";
import { consentCookie, consentOf } from "../features/info/consent.server";

const withCookie = (cookie: string) => new Request("https://portal.example/", { headers: { Cookie: cookie } });

describe("consentOf", () => {
  it("reads the choice among other cookies", () => {
    expect(consentOf(withCookie("i18n_redirected=en; cookie_consent=all"))).toBe("all");
    expect(consentOf(withCookie("cookie_consent=necessary"))).toBe("necessary");
  });
  it("ignores missing, unknown and look-alike values", () => {
    expect(consentOf(new Request("https://portal.example/"))).toBeNull();
    expect(consentOf(withCookie("i18n_redirected=th"))).toBeNull();
    expect(consentOf(withCookie("cookie_consent=yes"))).toBeNull();
    expect(consentOf(withCookie("x_cookie_consent=all"))).toBeNull();
  });
});

describe("consentCookie", () => {
  it("lasts 365 days for the whole site", () => {
    expect(consentCookie("all", true)).toBe("cookie_consent=all; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
    expect(consentCookie("necessary", false)).not.toContain("Secure");
  });
});
