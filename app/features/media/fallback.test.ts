import { describe, expect, it } from "vitest";
import { fallbackLang } from "./fallback";

describe("fallbackLang", () => {
  it("marks Thai text shown on an English page", () => {
    expect(fallbackLang({ title: "ข่าว", title_en: null }, "title", "en")).toBe("th");
    expect(fallbackLang({ title: "ข่าว", title_en: "  " }, "title", "en")).toBe("th");
  });

  it("leaves English text and Thai pages alone", () => {
    expect(fallbackLang({ title: "ข่าว", title_en: "News" }, "title", "en")).toBeUndefined();
    expect(fallbackLang({ title: "ข่าว", title_en: null }, "title", "th")).toBeUndefined();
  });

  it("does not mark an empty field", () => {
    expect(fallbackLang({ title: "", title_en: "" }, "title", "en")).toBeUndefined();
  });
});
