import { BANGKOK_OFFSET_MS, bangkokClock } from "./bangkok-time.ts";

/**
 * When the mails that bring members back are due, on Bangkok days and hours (docs/pages.md, "Reminders and the
 * weekly digest"): a reminder of a saved show 7 days and 1 day before it opens, and the weekly digest of new shows
 * in what a member follows from Monday 08:00. The cron runs every 15 minutes and claims each mail before it is
 * queued, so these rules only say which mail is due at an instant.
 */
export const REMINDER_DAYS = [7, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** Reminders go out from this Bangkok hour on, not in the night. */
export const MAIL_HOUR = 8;

const DAY_MS = 86_400_000;

const dayOf = (clock: Date) => clock.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Which reminder of a show opening on `startDay` (yyyy-mm-dd, a Bangkok day) is due at `now`: the 1-day one on
 * the day before, the 7-day one from 7 days before (a show saved later, 2 to 6 days before, gets it at once),
 * none before 08:00 Bangkok, on the opening day or after. A reminder already sent is the caller's to skip.
 */
export function dueReminder(startDay: string, now: Date): ReminderDays | null {
  const clock = bangkokClock(now);
  if (clock.getUTCHours() < MAIL_HOUR) return null;
  const daysLeft = daysBetween(dayOf(clock), startDay);
  if (daysLeft === 1) return 1;
  if (daysLeft >= 2 && daysLeft <= 7) return 7;
  return null;
}

/** The Bangkok days the cron looks at for reminders: from tomorrow to 7 days ahead, inclusive. */
export function reminderWindow(now: Date): { from: string; to: string } {
  const today = bangkokClock(now).getTime();
  return { from: dayOf(new Date(today + DAY_MS)), to: dayOf(new Date(today + 7 * DAY_MS)) };
}

/**
 * The digest week `now` falls in, named by its Monday (yyyy-mm-dd): a week starts on Monday at 08:00 Bangkok, so
 * early on a Monday it is still last week's. One digest per member and week.
 */
export function digestWeek(now: Date): string {
  const clock = new Date(bangkokClock(now).getTime() - MAIL_HOUR * 3600_000);
  const sinceMonday = (clock.getUTCDay() + 6) % 7;
  return dayOf(new Date(clock.getTime() - sinceMonday * DAY_MS));
}

/** The instant a digest week begins (its Monday at 08:00 Bangkok), as an ISO timestamp like stored ones. */
export function digestWeekStart(week: string): string {
  return new Date(Date.parse(`${week}T00:00:00Z`) + MAIL_HOUR * 3600_000 - BANGKOK_OFFSET_MS).toISOString();
}
