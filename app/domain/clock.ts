/**
 * The portal's calendar clock (docs/decisions/052-one-clock-for-the-calendar.md): the real clock, or the same
 * clock moved by whole days so that its Bangkok day is `PORTAL_TODAY` (a test's fixed day, "2026-11-26"). Every
 * rule that asks what day it is (upcoming lists, booking windows, reminders before a show, the seed's dates) reads
 * it; time still runs on it. Stamps of writes and the durations measured from them (sessions, rate limits, cache
 * ages) stay on the real clock, as D1's own defaults do. Unset in production and under `npm start`: the real clock.
 */
import { bangkokClock } from "./bangkok-time.ts";

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The fixed day; undefined until first asked, so a module that never reads the clock never reads the environment. */
let fixedDay: string | null | undefined;

/** The variable as a Node script sees it; the Worker sets it from its bindings (setPortalToday). */
const processDay = (): string | undefined => (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.PORTAL_TODAY;

/** A Bangkok day to fix the clock on, or nothing for the real clock. Anything but `YYYY-MM-DD` is a mistake. */
export function setPortalToday(day: string | undefined | null): void {
  if (day && !(CALENDAR_DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)))) {
    throw new Error(`PORTAL_TODAY must be a day like 2026-11-26, not "${day}"`);
  }
  fixedDay = day || null;
}

/** Whole days from the real Bangkok day at `realNow` to the fixed one. */
function offsetMs(realNow: number): number {
  if (fixedDay === undefined) setPortalToday(processDay());
  if (!fixedDay) return 0;
  const realDay = bangkokClock(realNow).toISOString().slice(0, 10);
  return Date.parse(`${fixedDay}T00:00:00Z`) - Date.parse(`${realDay}T00:00:00Z`);
}

/** Now, on the portal's calendar. */
export function portalNow(): Date {
  const real = Date.now();
  return new Date(real + offsetMs(real));
}

