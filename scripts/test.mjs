// `npm test`: typecheck, the layer rules, unit tests in Node, Worker tests in workerd, one local build, then the
// browser journeys (one server per Playwright worker) and the page budgets on that build. Each step's time is
// printed as it ends and again in a table at the end.
import { env, run } from "./lib.mjs";

// The journeys' servers and the page budgets share this run's build (scripts/build-local.mjs --once).
const RUN = `test-${process.pid}-${Date.now()}`;

/** @type {Array<[string, string, string[], Record<string, string>?]>} */
const steps = [
  ["system packages", "node", ["scripts/system-deps.mjs"]],
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["layer rules", "npm", ["run", "--silent", "lint:deps"]],
  ["unit tests", "npx", ["vitest", "run"]],
  ["worker tests", "npx", ["vitest", "run", "--config", "vitest.worker.config.ts"]],
  ["local build", "node", ["scripts/build-local.mjs", "--once", RUN]],
  ["browser journeys", "npx", ["playwright", "test"], { E2E_RUN: RUN }],
  ["page budgets", "node", ["bench/budgets.mjs"]],
];

const started = Date.now();
/** @type {Array<[string, number]>} */
const times = [];
for (const [name, command, args, extra] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  run(command, args, extra ? { env: { ...env, ...extra } } : {});
  const seconds = (Date.now() - t0) / 1000;
  times.push([name, seconds]);
  console.log(`✓ ${name} (${seconds.toFixed(1)} s)`);
}
console.log("\nStep times:");
for (const [name, seconds] of times) console.log(`  ${name.padEnd(18)} ${seconds.toFixed(1).padStart(7)} s`);
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
