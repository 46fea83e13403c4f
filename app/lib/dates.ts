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

/*
 * One date style per context (docs/pages.md, "Dates"); Thai pages name months in Thai and count Buddhist-era
 * years, English pages Gregorian ones:
 * - cards and lists: the short month and the full year, "22 พ.ย. 2569" / "22 Nov 2026", ranges collapsed;
 * - details (show, event, job, gallery, policy pages): the long month, "22 พฤศจิกายน 2569" / "22 November 2026";
 * - news and articles (their own pages): the weekday too, "วันอาทิตย์ที่ 22 พฤศจิกายน 2569" / "Sunday 22 November 2026".
 */

/** Cards and lists: "22 พ.ย. 2569" / "22 Nov 2026". */
export function formatCardDate(date: DateInput, locale: Locale): string {
  return at(date, locale).format(locale === "th" ? "D MMM BBBB" : "D MMM YYYY");
}

/** Detail pages: "22 พฤศจิกายน 2569" / "22 November 2026". */
export function formatLongDate(date: DateInput, locale: Locale): string {
  return at(date, locale).format(locale === "th" ? "D MMMM BBBB" : "D MMMM YYYY");
}

/** News and article pages: "วันอาทิตย์ที่ 22 พฤศจิกายน 2569" / "Sunday 22 November 2026". */
export function formatNewsDate(date: DateInput, locale: Locale): string {
  return at(date, locale).format(locale === "th" ? "วันddddที่ D MMMM BBBB" : "dddd D MMMM YYYY");
}

type Era = "buddhist" | "gregorian";

function rangeOf(start: DateInput, end: DateInput, locale: Locale, month: "MMM" | "MMMM", era: Era): string {
  const from = at(start, locale);
  const to = at(end, locale);
  const year = era === "buddhist" ? "BBBB" : "YYYY";
  if (from.isSame(to, "day")) return to.format(`D ${month} ${year}`);
  if (from.isSame(to, "month")) return `${from.format("D")}–${to.format(`D ${month} ${year}`)}`;
  if (from.isSame(to, "year")) return `${from.format(`D ${month}`)} – ${to.format(`D ${month} ${year}`)}`;
  return `${from.format(`D ${month} ${year}`)} – ${to.format(`D ${month} ${year}`)}`;
}

/** A card's date range that does not repeat the month and year when they are shared: "26–30 พ.ค. 2569". */
export function formatDateRange(start: DateInput, end: DateInput, locale: Locale): string {
  return rangeOf(start, end, locale, "MMM", locale === "th" ? "buddhist" : "gregorian");
}

/** A detail page's date range, months in full: "26–30 พฤษภาคม 2569" / "26–30 May 2026". */
export function formatLongDateRange(start: DateInput, end: DateInput, locale: Locale): string {
  return rangeOf(start, end, locale, "MMMM", locale === "th" ? "buddhist" : "gregorian");
}

/** The same range in the Gregorian calendar for Thai pages, months still in Thai: "26–30 พ.ค. 2026". */
export function formatGregorianRange(start: DateInput, end: DateInput): string {
  return rangeOf(start, end, "th", "MMM", "gregorian");
}

export function isoDate(date: DateInput): string {
  return dayjs(date).format("YYYY-MM-DD");
}
