/**
 * The seed's dates follow the day it runs (docs/decisions/034-seed-dates-follow-the-clock.md): the data keeps the
 * dates it was written with, around SEED_ANCHOR, and every date moves by the whole weeks between the anchor and
 * the Asia/Bangkok day of the run, so weekdays stay and a show that had ended is still over. Pure: the seed also
 * runs inside workerd tests.
 */

/** The Asia/Bangkok day the seed data was written for. */
export const SEED_ANCHOR = "2026-11-26";

const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3600_000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** The Bangkok day of an instant, `2026-11-27`. */
export function bangkokDayOf(now: Date): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whole weeks from the anchor to `today` (a Bangkok day). A clock before the anchor moves nothing: the data stays
 * as written.
 */
export function weeksSinceAnchor(today: string, anchor: string = SEED_ANCHOR): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${anchor}T00:00:00Z`)) / DAY_MS);
  return days > 0 ? Math.floor(days / 7) : 0;
}

/** A calendar day (`2027-03-31`) or a UTC instant (`2026-11-02T02:00:00.000Z`) moved by `weeks`, in the same form. */
export function shiftDate(value: string, weeks: number): string {
  if (weeks === 0) return value;
  if (CALENDAR_DAY.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
  if (INSTANT.test(value)) return new Date(Date.parse(value) + weeks * 7 * DAY_MS).toISOString();
  throw new Error(`seed: "${value}" is not a date the seed can move`);
}

/** The weeks this run moves the seed by: from the anchor to today in Bangkok. */
export const SEED_WEEKS = weeksSinceAnchor(bangkokDayOf(new Date()));

/** A date of the seed data as this run stores it. */
export const seedDate = (value: string): string => shiftDate(value, SEED_WEEKS);
