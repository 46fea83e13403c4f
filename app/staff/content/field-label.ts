import type { Locale } from "~/lib/locale";
import contentEn from "../texts/content.en";
import contentTh from "../texts/content.th";

/**
 * Labels of the model's fields, collections and options in the page's language; a name the texts do not know yet
 * (a field just added to the model) is shown as the model spells it, so it still reaches the form.
 */
const texts = { th: contentTh, en: contentEn };
const lookup = (table: Record<string, string>, name: string) => (Object.hasOwn(table, name) ? table[name]! : name.replaceAll("_", " "));

export const fieldLabel = (locale: Locale, name: string): string => lookup(texts[locale].fields, name);
export const collectionLabel = (locale: Locale, plural: string): string => lookup(texts[locale].collections, plural);
export const optionLabel = (locale: Locale, value: string): string => lookup(texts[locale].options, value);
