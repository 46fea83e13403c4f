// `npm test`: typecheck, the layer rules, unit tests in Node, Worker tests in workerd, then browser journeys in Chromium.
import { run } from "./lib.mjs";

/** @type {Array<[string, string, string[]]>} */
const steps = [
  ["system packages", "node", ["scripts/system-deps.mjs"]],
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["layer rules", "npm", ["run", "--silent", "lint:deps"]],
  ["unit tests", "npx", ["vitest", "run"]],
  ["worker tests", "npx", ["vitest", "run", "--config", "vitest.worker.config.ts"]],
  ["browser journeys", "npx", ["playwright", "test"]],
  ["page budgets", "node", ["bench/budgets.mjs"]],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  run(command, args);
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
