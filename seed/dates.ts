/**
 * The seed's dates follow the day it runs (docs/decisions/034-seed-dates-follow-the-clock.md): the data keeps the
 * dates it was written with, around SEED_ANCHOR, and every date moves by the whole weeks between the anchor and
 * the Asia/Bangkok day of the run on the portal's clock (a test's PORTAL_TODAY, else the real day), so weekdays
 * stay and a show that had ended is still over. The years a title names move with its dates (decision 052). Pure:
 * the seed also runs inside workerd tests.
 */
import { portalNow } from "../app/domain/clock.ts";

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

/** The weeks this run moves the seed by: from the anchor to today in Bangkok, on the portal's clock. */
export const SEED_WEEKS = weeksSinceAnchor(bangkokDayOf(portalNow()));

/** A date of the seed data as this run stores it. */
export const seedDate = (value: string): string => shiftDate(value, SEED_WEEKS);

const BUDDHIST_ERA_OFFSET = 543;
/**
 * A year a title names: Gregorian ("2026", the "27" of "2026–27") or Buddhist-era ("2569", the "'70" of
 * "งานสถาปนิก'70"). Only years near the record's own dates move, so counts ("2500 stands") stay.
 */
const YEAR_IN_TEXT = /(?<!\d)(20\d{2}|25\d{2})(?:([–-])(\d{2}))?(?!\d)|'(\d{2})(?!\d)/g;

const NEAR_YEARS = 2;
const yearOf = (value: string): number => Number((CALENDAR_DAY.test(value) ? value : bangkokDayOf(new Date(value))).slice(0, 4));

/** A year-shaped match as the Gregorian years it names: `2026`, `2569`, `'70`, and both ends of `2026–27`. */
function gregorianYears(full?: string, tail?: string, shortBuddhist?: string): [head: number, tail?: number] {
  if (shortBuddhist) return [2500 + Number(shortBuddhist) - BUDDHIST_ERA_OFFSET];
  const era = Number(full) >= 2500 ? BUDDHIST_ERA_OFFSET : 0;
  const head = Number(full) - era;
  return tail ? [head, Math.floor(head / 100) * 100 + Number(tail) - (era % 100)] : [head];
}

/** The Gregorian years a title names, in either era: "งานสถาปนิก'70" names 2027, "Winter 2026–27" 2026 and 2027. */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR_IN_TEXT)].flatMap(([, full, , tail, shortBuddhist]) => gregorianYears(full, tail, shortBuddhist).filter((y) => y !== undefined));
}

/**
 * `text` with every year it names moved as its record's dates moved (`dates`: each as written and as stored). A
 * year follows the first date that was in it ("Countdown 2027" follows its 1 January end, "2026" of "2026–27" its
 * start), else the first date ("THAIFEX 2027 opens booth sales", published in 2026, follows its publication).
 */
export function moveYears(text: string, dates: ReadonlyArray<readonly [written: string, stored: string]>): string {
  if (dates.length === 0) return text;
  const moves = dates.map(([written, stored]) => ({ from: yearOf(written), by: yearOf(stored) - yearOf(written) }));
  const near = (year: number) => moves.some((m) => Math.abs(m.from - year) <= NEAR_YEARS);
  const moved = (year: number) => (near(year) ? year + (moves.find((m) => m.from === year) ?? moves[0]!).by : year);
  return text.replace(YEAR_IN_TEXT, (_match, full?: string, dash?: string, tail?: string, shortBuddhist?: string) => {
    const [head, tailYear] = gregorianYears(full, tail, shortBuddhist);
    if (shortBuddhist) return `'${String(moved(head) + BUDDHIST_ERA_OFFSET).slice(2)}`;
    const era = Number(full) >= 2500 ? BUDDHIST_ERA_OFFSET : 0;
    const written = String(moved(head) + era);
    return dash && tailYear !== undefined ? `${written}${dash}${String(moved(tailYear) + era).slice(2)}` : written;
  });
}
