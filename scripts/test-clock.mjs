// The day every test runs on (docs/decisions/052-one-clock-for-the-calendar.md): the seed's and the portal's
// "today" in the Worker tests, the unit tests and the journeys. `PORTAL_TODAY=2027-02-26 npm test` moves it;
// `npm run test:clock` runs the date-sensitive tests a week, three months and a year after it.

/** Thursday 26 November 2026, the day the seed data was written for (seed/dates.ts SEED_ANCHOR). */
export const TEST_TODAY = "2026-11-26";

/** The tests' day: PORTAL_TODAY when a run moves it, else TEST_TODAY. */
export const testToday = () => process.env.PORTAL_TODAY || TEST_TODAY;
