import { describe, expect, it } from "vitest";
import { thaiFontUrl } from "./thai-font";

describe("thaiFontUrl", () => {
  it("finds the Thai face's file in minified CSS, past the fallback face", () => {
    const css =
      "@font-face{font-family:Noto Sans Thai Fallback;src:local(Tahoma)}" +
      "@font-face{font-family:Noto Sans Thai Variable;font-display:optional;src:url(/assets/noto-sans-thai-Ct.woff2)format(\"woff2-variations\")}";
    expect(thaiFontUrl(css)).toBe("/assets/noto-sans-thai-Ct.woff2");
  });

  it("reads the CSS as written too (quoted family and address)", () => {
    const css = '@font-face {\n  font-family: "Noto Sans Thai Variable";\n  src: url("/assets/x.woff2") format("woff2");\n}';
    expect(thaiFontUrl(css)).toBe("/assets/x.woff2");
  });

  it("answers nothing for CSS without the face", () => {
    expect(thaiFontUrl("@font-face{font-family:Other;src:url(/o.woff2)} body{color:red}")).toBeUndefined();
    expect(thaiFontUrl("")).toBeUndefined();
  });
});
