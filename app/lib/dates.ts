import dayjs from "dayjs";
import buddhistEra from "dayjs/plugin/buddhistEra";
import "dayjs/locale/th";
import type { Locale } from "./locale";

dayjs.extend(buddhistEra);

type DateInput = string | number | Date;

/** Thai pages count years in the Buddhist era: Gregorian + 543. */
export const BUDDHIST_ERA_OFFSET = 543;

export function thaiYear(gregorianYear: number): number {
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}

function at(date: DateInput, locale: Locale) {
  return dayjs(date).locale(locale);
}

/**
 * Card dates: 'ddd D MMM' plus a two-digit year ("อา. 22 พ.ย. 69", "Sun 22 Nov 26"). Thai uses dayjs's `dd`,
 * because its Thai `ddd` is the full name ("อาทิตย์") while Thai writers abbreviate weekdays as "อา.".
 */
export function formatCardDate(date: DateInput, locale: Locale): string {
  return at(date, locale).format(locale === "th" ? "dd D MMM BB" : "ddd D MMM YY");
}

/** A full date: "21 พฤศจิกายน 2569" / "21 November 2026". */
export function formatLongDate(date: DateInput, locale: Locale): string {
  return at(date, locale).format(locale === "th" ? "D MMMM BBBB" : "D MMMM YYYY");
}

/** A short date: "21 พ.ย. 2569" / "21 Nov 2026". */
export function formatShortDate(date: DateInput, locale: Locale): string {
  return at(date, locale).format(locale === "th" ? "D MMM BBBB" : "D MMM YYYY");
}

/** A date range that does not repeat the month and year when they are shared. */
export function formatDateRange(start: DateInput, end: DateInput, locale: Locale): string {
  const from = at(start, locale);
  const to = at(end, locale);
  const year = locale === "th" ? "BBBB" : "YYYY";
  if (from.isSame(to, "day")) return to.format(`D MMM ${year}`);
  if (from.isSame(to, "month")) return `${from.format("D")}–${to.format(`D MMM ${year}`)}`;
  if (from.isSame(to, "year")) return `${from.format("D MMM")} – ${to.format(`D MMM ${year}`)}`;
  return `${from.format(`D MMM ${year}`)} – ${to.format(`D MMM ${year}`)}`;
}

/** The Gregorian date too, for Thai pages that show both calendars. */
export function formatGregorianRange(start: DateInput, end: DateInput): string {
  return formatDateRange(start, end, "en");
}

export function isoDate(date: DateInput): string {
  return dayjs(date).format("YYYY-MM-DD");
}
