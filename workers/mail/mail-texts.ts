import type { Locale } from "../../app/domain/locales";
import en from "../../app/i18n/areas/mails.en";
import th, { type MailTexts } from "../../app/i18n/areas/mails.th";
import { createTranslator, type TextKeyOf, type Translate } from "../../app/i18n/translator";

/** The mails' words (the i18n layout's `mails` area) through the site's translator, by their own typed keys. */
export type MailTranslate = Translate<TextKeyOf<MailTexts>>;

const TRANSLATORS: Record<Locale, MailTranslate> = { th: createTranslator("th", th), en: createTranslator("en", en as MailTexts) };

/** The words of a mail in its reader's language: English for `en`, Thai for anything else. */
export const mailT = (locale: unknown): MailTranslate => TRANSLATORS[locale === "en" ? "en" : "th"];

/**
 * A mail to an address whose reader's language is unknown (a listing's contact, the site team): the subject in
 * both languages, the text in Thai, then the same in English.
 */
export function inBothLanguages(write: (t: MailTranslate, locale: Locale) => { subject: string; lines: string[] }): { subject: string; text: string } {
  const thai = write(TRANSLATORS.th, "th");
  const english = write(TRANSLATORS.en, "en");
  return { subject: `${thai.subject} / ${english.subject}`, text: [...thai.lines, "", "----", "", ...english.lines].join("\n") };
}
