import { bangkokClock } from "../domain/bangkok-time";

/**
 * Weeks as the analytics count them: Monday to Sunday in Bangkok time (UTC+7, no daylight saving), named by
 * their Monday as YYYY-MM-DD.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday that starts the Bangkok week of `instant`. */
export function weekOf(instant: Date): string {
  const local = bangkokClock(instant);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` weeks up to and including the one of `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = Date.parse(`${weekOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** How many of the instants fall in each of the weeks (instants outside them are left out). */
export function countByWeek(instants: readonly (string | Date)[], weeks: readonly string[]): number[] {
  const counts = new Map(weeks.map((week) => [week, 0]));
  for (const instant of instants) {
    const date = typeof instant === "string" ? new Date(instant) : instant;
    if (Number.isNaN(date.getTime())) continue;
    const week = weekOf(date);
    const current = counts.get(week);
    if (current !== undefined) counts.set(week, current + 1);
  }
  return weeks.map((week) => counts.get(week) ?? 0);
}
