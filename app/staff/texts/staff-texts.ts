import type { Locale } from "~/lib/locale";
import { createTranslator, type TranslateOptions } from "~/i18n/translator";
import en from "./staff.en";
import th, { type StaffTexts } from "./staff.th";

type KeysOf<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the back office's texts, so a misspelled one fails the typecheck. */
export type StaffTextKey = KeysOf<StaffTexts>;
export type StaffTranslate = (key: StaffTextKey, options?: TranslateOptions) => string;

// The site's translator types its keys as the site's; the same code reads these resources by their own keys.
const typed = (translate: ReturnType<typeof createTranslator>) => translate as (key: string, options?: TranslateOptions) => string;
const translators: Record<Locale, StaffTranslate> = { th: typed(createTranslator("th", th)), en: typed(createTranslator("en", en)) };

/** The back office's texts in `locale`, on the server and in the browser alike. */
export const staffT = (locale: Locale): StaffTranslate => translators[locale];
