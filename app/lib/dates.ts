import dayjs from "dayjs";
import buddhistEra from "dayjs/plugin/buddhistEra";
import "dayjs/locale/th";
import { bangkokClock } from "../domain/bangkok-time";
import { portalNow } from "../domain/clock";
import type { Locale } from "../domain/locales";

dayjs.extend(buddhistEra);

type DateInput = string | number | Date;

/** Thai pages count years in the Buddhist era: Gregorian + 543. */
export const BUDDHIST_ERA_OFFSET = 543;

export function thaiYear(gregorianYear: number): number {
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Asia/Bangkok calendar day of an instant, "2026-11-27": every date the portal shows or exports is this day,
 * whatever the server's or the browser's clock zone. A calendar day (a show's start date) is already one; an
 * missing or unreadable value gives "".
 */
export function bangkokDay(date: DateInput | null | undefined): string {
  if (date === null || date === undefined || date === "") return "";
  if (typeof date === "string" && CALENDAR_DAY.test(date)) return date;
  const time = new Date(date).getTime();
  return Number.isNaN(time) ? "" : bangkokClock(time).toISOString().slice(0, 10);
}

/** Today in Bangkok, where the portal's calendar lives, on the portal's clock unless told the instant. */
export const bangkokToday = (now: Date = portalNow()): string => bangkokDay(now);

/** The instant a Bangkok day begins (`addDays` later), in the UTC form timestamps are stored and filtered in. */
export function bangkokMidnight(day: string, addDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00+07:00`) + addDays * DAY_MS).toISOString();
}

function at(date: DateInput, locale: Locale) {
  return dayjs(bangkokDay(date) || date).locale(locale);
}

/*
 * One date style per context (docs/pages.md, "Dates"); Thai pages name months in Thai and count Buddhist-era
 * years, English pages Gregorian ones:
 * - cards (show, event, news, job and search cards): the spec's `ddd D MMM` and a two-digit year,
 *   "อา. 22 พ.ย. 69" / "Sun 22 Nov 26", ranges collapsed;
 * - lists and rows (filter chips, bookmarks, requests): the short month and the full year, "22 พ.ย. 2569" /
 *   "22 Nov 2026", ranges collapsed;
 * - details (show, event, job, gallery, policy pages): the long month, "22 พฤศจิกายน 2569" / "22 November 2026";
 * - news and articles (their own pages): the weekday too, "วันอาทิตย์ที่ 22 พฤศจิกายน 2569" / "Sunday 22 November 2026".
 */

/** Lists and rows: "22 พ.ย. 2569" / "22 Nov 2026". */
export function formatShortDate(date: DateInput, locale: Locale): string {
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

/** How a range writes its ends: the day part, the month and the year, and what joins two days of one month. */
interface RangeStyle {
  day: string;
  month: "MMM" | "MMMM";
  year: string;
  join: string;
}

function rangeOf(start: DateInput, end: DateInput, locale: Locale, { day, month, year, join }: RangeStyle): string {
  const from = at(start, locale);
  const to = at(end, locale);
  const full = `${day} ${month} ${year}`;
  if (from.isSame(to, "day")) return to.format(full);
  if (from.isSame(to, "month")) return `${from.format(day)}${join}${to.format(full)}`;
  if (from.isSame(to, "year")) return `${from.format(`${day} ${month}`)} – ${to.format(full)}`;
  return `${from.format(full)} – ${to.format(full)}`;
}

const eraYear = (era: Era) => (era === "buddhist" ? "BBBB" : "YYYY");
const pageEra = (locale: Locale): Era => (locale === "th" ? "buddhist" : "gregorian");

/** A list row's date range that does not repeat the month and year when they are shared: "26–30 พ.ค. 2569". */
export function formatShortDateRange(start: DateInput, end: DateInput, locale: Locale): string {
  return rangeOf(start, end, locale, { day: "D", month: "MMM", year: eraYear(pageEra(locale)), join: "–" });
}

/** A detail page's date range, months in full: "26–30 พฤษภาคม 2569" / "26–30 May 2026". */
export function formatLongDateRange(start: DateInput, end: DateInput, locale: Locale): string {
  return rangeOf(start, end, locale, { day: "D", month: "MMMM", year: eraYear(pageEra(locale)), join: "–" });
}

/** The same range in the Gregorian calendar for Thai pages, months still in Thai: "26–30 พ.ค. 2026". */
export function formatGregorianRange(start: DateInput, end: DateInput): string {
  return rangeOf(start, end, "th", { day: "D", month: "MMM", year: "YYYY", join: "–" });
}

/** Thai short weekdays are "อา.", "จ." (dayjs's `dd`); its Thai `ddd` is the unabbreviated "อาทิตย์". */
const cardStyle = (locale: Locale): RangeStyle => ({ day: locale === "th" ? "dd D" : "ddd D", month: "MMM", year: locale === "th" ? "BB" : "YY", join: " – " });

/** Cards: the weekday, day, short month and two-digit year, "อา. 22 พ.ย. 69" / "Sun 22 Nov 26". */
export function formatCardDate(date: DateInput, locale: Locale): string {
  return rangeOf(date, date, locale, cardStyle(locale));
}

/**
 * A card's date range, each end with its weekday and the month and year said once when shared:
 * "พฤ. 26 – อา. 29 พ.ย. 69" / "Thu 26 – Sun 29 Nov 26", "Mon 29 Jun – Thu 2 Jul 26", "Wed 30 Dec 26 – Sat 2 Jan 27".
 */
export function formatCardRange(start: DateInput, end: DateInput, locale: Locale): string {
  return rangeOf(start, end, locale, cardStyle(locale));
}

/** The `datetime` of a `<time>`: the Bangkok day. */
export function isoDate(date: DateInput): string {
  return bangkokDay(date);
}

/** The time of day in Bangkok, 24-hour ("14:05"), as both languages write it. */
export function formatBangkokTime(date: DateInput): string {
  return bangkokClock(new Date(date).getTime()).toISOString().slice(11, 16);
}
