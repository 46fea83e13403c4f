import type { Locale } from "~/lib/locale";
import { createTranslator, type KeysOf, type PluralBase, type TranslateOptions } from "~/i18n/translator";
import type { StaffTexts } from "./staff.th";

export type { StaffTexts };
/** Every key of the back office's texts (a plural by its base key), so a misspelled one fails the typecheck. */
export type StaffTextKey = KeysOf<StaffTexts> | PluralBase<KeysOf<StaffTexts>>;
export type StaffTranslate = (key: StaffTextKey, options?: TranslateOptions) => string;

/**
 * A translator over one language's back-office texts. The texts reach the browser with the back office's layout
 * data (staff-texts.server.ts), one language at a time: no page's script carries them.
 */
export function staffTranslator(locale: Locale, texts: StaffTexts | undefined): StaffTranslate {
  // The site's translator types its keys as the site's; the same code reads these resources by their own keys.
  return createTranslator(locale, texts ?? {}) as (key: string, options?: TranslateOptions) => string;
}

/** The back office's texts as the layout's loader sent them, from any route's matches. */
export function staffTextsIn(matches: readonly ({ loaderData?: unknown } | undefined)[]): StaffTexts | undefined {
  return matches.map((match) => (match?.loaderData as { staffTexts?: StaffTexts } | undefined)?.staffTexts).find((texts) => texts !== undefined);
}
