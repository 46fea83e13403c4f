import { describe, expect, it } from "vitest";
import { isSameSitePath, safeReturnPath } from "./same-site-path";

describe("isSameSitePath", () => {
  it("accepts paths on this site, with query, hash and Thai text", () => {
    for (const good of ["/", "/en/contact?x=1", "/trade-shows/thaifex#booth", "/search?q=%2F%2Fx", "/ข่าว/งานแสดงสินค้า", "/a//b", "/search?q=bangkok%20expo", "/a%5Cb", "/\u3002/x"]) {
      expect(isSameSitePath(good), good).toBe(true);
    }
  });

  it("refuses every way a browser reads as another host or a script", () => {
    const tricks = [
      "",
      "evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\\evil.example",
      " //evil.example",
      "\t/\\evil.example",
      "/%2F%2Fevil.example",
      "/%2f%2fevil.example",
      "/%5Cevil.example",
      "/%252F%252Fevil.example",
      "/%09/evil.example",
      "/%0A%5Cevil.example",
      "/%ZZ",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "https://evil.example",
      "http:/\\evil.example",
      "https:evil.example",
      "\uFF0F\uFF0Fevil.example",
      "/\uFF0Fevil.example",
      "/\u2215evil.example",
      "/\u2044evil.example",
      "/\uFE68evil.example",
      "/\u0000evil",
      "/a\u007fb",
      "/a\u2028b",
    ];
    for (const bad of tricks) expect(isSameSitePath(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe("safeReturnPath", () => {
  it("keeps same-site paths and falls back for anything else", () => {
    expect(safeReturnPath("/en/contact?x=1", "/")).toBe("/en/contact?x=1");
    for (const bad of [null, undefined, "", "/\\evil.example", "/\t/evil.example", "/%2F%2Fevil.example"]) {
      expect(safeReturnPath(bad, "/cookie-policy")).toBe("/cookie-policy");
    }
  });
});
