import type { Locale } from "~/domain/locales";
import en from "./staff.en";
import th, { type StaffTexts } from "./staff.th";
import { type StaffTranslate, staffTranslator } from "./staff-texts";

/** The back office's texts in `locale`, sent with the layout's data (app/back-office/texts/staff-texts.ts). */
export const staffTexts = (locale: Locale): StaffTexts => (locale === "en" ? (en as StaffTexts) : th);

/** The back office's texts for what the server writes itself (a CSV file's header row). */
export const staffT = (locale: Locale): StaffTranslate => staffTranslator(locale, staffTexts(locale));
