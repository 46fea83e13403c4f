import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import { describe, expect, it } from "vitest";
import { cookieText, readCookie } from "./browser-cookies";

/** What a browser sends back for a Set-Cookie or document.cookie line: the name=value pair alone. */
const sentBack = (line: string) => line.split(";")[0] ?? "";

describe("browser cookies", () => {
  it("reads one cookie among others, not a look-alike name", () => {
    expect(readCookie("cookie_consent", "x_cookie_consent=necessary; cookie_consent=all; i18n_redirected=en")).toBe("all");
    expect(readCookie("cookie_consent", "x_cookie_consent=all")).toBeUndefined();
    expect(readCookie("cookie_consent", "")).toBeUndefined();
  });

  it("writes a site-wide cookie for the given time", () => {
    expect(cookieText("i18n_redirected", "en", 60)).toBe("i18n_redirected=en; Max-Age=60; Path=/; SameSite=Lax");
  });

  it("reads what the server wrote, and the server reads what it wrote", () => {
    const value = "a b;c=é";
    expect(readCookie("k", sentBack(generateCookie("k", value)))).toBe(value);
    expect(parse(sentBack(cookieText("k", value, 60)))["k"]).toBe(value);
  });
});
