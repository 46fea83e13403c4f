// `npm run test:clock`: proof that the tests do not read the calendar (docs/decisions/052-one-clock-for-the-calendar.md).
// Runs every Worker test and the journeys that pick shows by date with the portal's clock (and the seed's dates with
// it) a week, three months and a year after the tests' fixed day; `npm run test:clock -- 2027-06-15` runs given days.
import { env, run } from "./lib.mjs";
import { TEST_TODAY } from "./test-clock.mjs";

/** The journeys that choose or read dated seed data: shows taking bookings, upcoming lists, banners, pop-ups, dates typed. */
const DATED_JOURNEYS = [
  "e2e/booths.spec.ts",
  "e2e/booking-conversation.spec.ts",
  "e2e/sign-in-detour.spec.ts",
  "e2e/search.spec.ts",
  "e2e/last-rows.spec.ts",
  "e2e/site-popup.spec.ts",
  "e2e/home.spec.ts",
  "e2e/list-filters.spec.ts",
  "e2e/directory.spec.ts",
  "e2e/media.spec.ts",
  "e2e/quotations.spec.ts",
  "e2e/unowned-quotation.spec.ts",
  "e2e/back-office-requests.spec.ts",
  "e2e/content-manager.spec.ts",
  "e2e/follows.spec.ts",
];

/** `day` moved by whole months (a calendar's "three months on": 26 November to 26 February). @param {string} day @param {number} months */
function monthsAfter(day, months) {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}
/** @param {string} day @param {number} days */
const daysAfter = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const days = process.argv.slice(2);
const moved = days.length > 0 ? days : [daysAfter(TEST_TODAY, 7), monthsAfter(TEST_TODAY, 3), monthsAfter(TEST_TODAY, 12)];

const started = Date.now();
for (const day of moved) {
  const onDay = { env: { ...env, PORTAL_TODAY: day } };
  /** @type {Array<[string, string, string[]]>} */
  const steps = [
    ["worker tests", "npx", ["vitest", "run", "--config", "vitest.worker.config.ts"]],
    ["dated journeys", "npx", ["playwright", "test", ...DATED_JOURNEYS]],
  ];
  for (const [name, command, args] of steps) {
    const t0 = Date.now();
    console.log(`\n▶ ${name} on ${day}`);
    run(command, args, onDay);
    console.log(`✓ ${name} on ${day} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
}
console.log(`\nThe tests hold on ${moved.join(", ")} (${((Date.now() - started) / 1000).toFixed(0)} s).`);
