import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import staffEn from "../back-office/texts/staff.en";
import staffTh from "../back-office/texts/staff.th";
import mailsEn from "./areas/mails.en";
import mailsTh from "./areas/mails.th";
import en from "./en";
import th from "./th";
import type { Locale } from "../domain/locales";
import { type TranslateOptions, createTranslator } from "./translator";

function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`)));
}

/** A translator by any key, for resources read key by key. */
const untyped = (locale: Locale, resources: object) => createTranslator(locale, resources) as (key: string, options?: TranslateOptions) => string;

const params = { count: 3, page: 2, pages: 5, email: "a@b.co", year: 2026, path: "/x", price: "฿9,000", date: "1 ม.ค.", name: "BITEC", status: 404, range: "1–3 May 2026" };

/** Every set of texts the translator reads, with the fewest keys each has: the site's, the back office's and the mails'. */
const SETS = [
  ["site", { th, en }, 300],
  ["back office", { th: staffTh, en: staffEn }, 300],
  ["mails", { th: mailsTh, en: mailsEn }, 80],
] as const;

describe("the browser translator gives the same text as i18next", () => {
  for (const [set, languages, fewest] of SETS) {
    for (const locale of ["th", "en"] as const) {
      it(`for every ${locale} key of the ${set}'s texts, with and without parameters`, async () => {
        const resources = languages[locale];
        const i18n = createInstance();
        await i18n.init({ lng: locale, resources: { [locale]: { translation: resources } }, interpolation: { escapeValue: false } });
        const t = untyped(locale, resources);
        const keys = keysOf(resources);
        expect(keys.length).toBeGreaterThan(fewest);
        for (const key of keys) {
          expect(t(key), key).toBe(i18n.t(key));
          expect(t(key, params), key).toBe(i18n.t(key, params));
        }
      });
    }
  }

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
