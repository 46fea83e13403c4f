import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import en from "./en";
import th from "./th";
import { type TextKey, type TranslateOptions, createTranslator } from "./translator";

function keysOf(tree: object, prefix = ""): TextKey[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}` as TextKey] : keysOf(value as object, `${prefix}${key}.`),
  );
}

const params = { count: 3, page: 2, pages: 5, email: "a@b.co", year: 2026, path: "/x", price: "฿9,000", date: "1 ม.ค.", name: "BITEC", status: 404, range: "1–3 May 2026" };

describe("the browser translator gives the same text as i18next", () => {
  for (const [locale, resources] of [["th", th], ["en", en]] as const) {
    it(`for every ${locale} key, with and without parameters`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng: locale, resources: { [locale]: { translation: resources } }, interpolation: { escapeValue: false } });
      const t = createTranslator(locale, resources);
      const keys = keysOf(resources);
      expect(keys.length).toBeGreaterThan(300);
      for (const key of keys) {
        expect(t(key), key).toBe(i18n.t(key));
        expect(t(key, params), key).toBe(i18n.t(key, params));
      }
    });
  }

  /** The translator of resources other than the site's own: its keys are not the site's text keys. */
  const untyped = (locale: "en", resources: object) => createTranslator(locale, resources) as (key: string, options?: TranslateOptions) => string;

  it("falls back to defaultValue, then to the key", () => {
    const t = untyped("en", { a: { b: "B" } });
    expect(t("a.missing", { defaultValue: "" })).toBe("");
    expect(t("a.missing")).toBe("a.missing");
    expect(t("a.b.c")).toBe("a.b.c");
  });

  it("picks plural forms by Intl.PluralRules like i18next", async () => {
    const resources = { n: "{{count}} items", n_one: "one item", n_other: "{{count}} items" };
    const i18n = createInstance();
    await i18n.init({ lng: "en", resources: { en: { translation: resources } }, interpolation: { escapeValue: false } });
    const t = untyped("en", resources);
    for (const count of [0, 1, 2]) expect(t("n", { count })).toBe(i18n.t("n", { count }));
  });
});
