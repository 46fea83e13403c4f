import type { Locale } from "~/domain/locales";
import { createTranslator, type TextKeyOf, type Translate } from "~/i18n/translator";
import type { StaffTexts } from "./staff.th";

export type { StaffTexts };
/** Every key of the back office's texts, typed as the site's are, so a misspelled one fails the typecheck. */
export type StaffTextKey = TextKeyOf<StaffTexts>;
export type StaffTranslate = Translate<StaffTextKey>;

/**
 * The site's translator over one language's back-office texts. The texts reach the browser with the back office's
 * layout data (staff-texts.server.ts), one language at a time: no page's script carries them. Without that data
 * (an error above the layout) a key shows as itself.
 */
export function staffTranslator(locale: Locale, texts: StaffTexts | undefined): StaffTranslate {
  return createTranslator(locale, texts ?? ({} as StaffTexts));
}

/** The back office's texts as the layout's loader sent them, from any route's matches. */
export function staffTextsIn(matches: readonly ({ loaderData?: unknown } | undefined)[]): StaffTexts | undefined {
  return matches.map((match) => (match?.loaderData as { staffTexts?: StaffTexts } | undefined)?.staffTexts).find((texts) => texts !== undefined);
}
