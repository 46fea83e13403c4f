/**
 * The portal's clock and calendar are Bangkok's (docs/pages.md, "Dates"), one fact for every rule that counts
 * days, weeks or hours there. Thailand keeps UTC+7 all year: no daylight saving.
 */
export const BANGKOK_TIME_ZONE = "Asia/Bangkok";
export const BANGKOK_OFFSET_MS = 7 * 3600_000;

/** A Date whose UTC fields read as a Bangkok wall clock at `instant` (getUTCDay, getUTCHours …). */
export const bangkokClock = (instant: Date | number): Date => new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MS);

/** The Bangkok year at `now`: 2027 from 00:00 on 1 January there, while UTC is still in 2026. */
export const bangkokYear = (now: Date): number => bangkokClock(now).getUTCFullYear();
