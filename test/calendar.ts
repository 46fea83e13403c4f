import { bangkokClock } from "../app/domain/bangkok-time.ts";
import { portalNow } from "../app/domain/clock.ts";

/**
 * Days as tests name them: from today on the portal's clock (the tests' fixed day, PORTAL_TODAY), never from the
 * calendar the run happens on and never as a literal the seed would move (docs/decisions/052).
 */
export function daysFromToday(days: number): string {
  return bangkokClock(portalNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Day `days` from the tests' today as Thai offices write it, day first in the Buddhist era: "14/8/2570". */
export function thaiDayFromToday(days: number): string {
  const [year, month, day] = daysFromToday(days).split("-").map(Number) as [number, number, number];
  return `${day}/${month}/${year + 543}`;
}
