import { BANGKOK_TIME_ZONE } from "../domain/bangkok-time";
import { LOCALES } from "./locale";
import type { Locale } from "../domain/locales";

/**
 * Intl formatters, built once per locale and options. Building one looks up locale data and costs far more than
 * formatting with it (the inbox's eight week labels took about 1 ms of a render); formatters are immutable, so
 * an isolate or a browser tab can share them.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function shared<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object | undefined, make: () => F): F {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as F;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  shared("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  shared("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

/** A wait in words, rounded up: "45 นาที", "2 hours" (minutes under two hours, then hours). */
export function waitText(seconds: number, locale: string): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const [amount, unit] = minutes < 120 ? [minutes, "minute"] : [Math.ceil(minutes / 60), "hour"];
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(amount);
}

/** What a staff or activity row says of an instant: the day and the time, the day alone, or the time alone. */
export type BangkokTimeStyle = "date-time" | "date" | "time";

const TIME_STYLES: Record<BangkokTimeStyle, Intl.DateTimeFormatOptions> = {
  "date-time": { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  time: { timeStyle: "short" },
};

/** D1's CURRENT_TIMESTAMP, "2026-11-26 22:21:00": UTC without saying so. */
const SQL_STAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * An instant on a Bangkok clock in the page's language, "27 พ.ย. 2569 05:21" / "Nov 27, 2026, 5:21 AM", whatever
 * the server's or the browser's zone, so the server's render and the hydrated page agree. Here rather than in
 * dates.ts, whose dayjs the back-office routes that use it would otherwise load.
 */
export function formatBangkokTime(instant: string | number | Date, locale: Locale, style: BangkokTimeStyle = "date-time"): string {
  const date = typeof instant === "string" ? new Date(instant.replace(SQL_STAMP, "$1T$2Z")) : new Date(instant);
  return dateTimeFormat(LOCALES[locale].iso, { ...TIME_STYLES[style], timeZone: BANGKOK_TIME_ZONE }).format(date);
}
