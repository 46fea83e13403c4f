import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./consent";
import { consentCookie, consentOf } from "./consent.server";

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

describe("safeReturnPath", () => {
  it("keeps paths on this site with their query", () => {
    expect(safeReturnPath("/en/contact?x=1", "/")).toBe("/en/contact?x=1");
  });
  it("refuses other hosts and schemes", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", "/a\nb"]) {
      expect(safeReturnPath(bad, "/cookie-policy")).toBe("/cookie-policy");
    }
  });
});
