import type { Locale } from "~/lib/locale";
import en from "./staff.en";
import th, { type StaffTexts } from "./staff.th";

/** The back office's texts in `locale`, sent with the layout's data (app/staff/texts/staff-texts.ts). */
export const staffTexts = (locale: Locale): StaffTexts => (locale === "en" ? (en as StaffTexts) : th);
