import { BANGKOK_OFFSET_MS, bangkokClock } from "./bangkok-time.ts";

/**
 * Reminders for requests nobody opened, counted in working days in Bangkok (Monday to Friday; Thai public
 * holidays are not counted out, see docs/pages.md): the receiver gets one reminder after 2 working days, and
 * after 5 the site team is told.
 */
export const REMIND_RECEIVER_AFTER = 2;
export const TELL_TEAM_AFTER = 5;

const DAY_MS = 86_400_000;

/** Whether a Bangkok clock shows a Saturday or Sunday at this instant. */
const isWeekend = (bangkok: Date) => bangkok.getUTCDay() === 0 || bangkok.getUTCDay() === 6;

/**
 * The instant `days` working days after `from`: each working day that passes moves the time on by a day, and a
 * weekend is stepped over. A request sent on a weekend starts counting on Monday at 00:00.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let bangkok = bangkokClock(from);
  if (isWeekend(bangkok)) {
    while (isWeekend(bangkok)) bangkok = new Date(bangkok.getTime() + DAY_MS);
    bangkok = new Date(Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth(), bangkok.getUTCDate()));
  }
  for (let left = days; left > 0; ) {
    bangkok = new Date(bangkok.getTime() + DAY_MS);
    if (!isWeekend(bangkok)) left -= 1;
  }
  return new Date(bangkok.getTime() - BANGKOK_OFFSET_MS);
}

export interface UnopenedSteps {
  remindReceiver: boolean;
  tellTeam: boolean;
}

/** What is due for a request sent at `sentAt` and still not opened at `now`. */
export function unopenedSteps(sentAt: Date, now: Date): UnopenedSteps {
  return {
    remindReceiver: now >= addWorkingDays(sentAt, REMIND_RECEIVER_AFTER),
    tellTeam: now >= addWorkingDays(sentAt, TELL_TEAM_AFTER),
  };
}
