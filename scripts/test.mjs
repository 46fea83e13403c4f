// `npm test`: typecheck, the layer rules, unit tests in Node and one local build side by side, then Worker tests
// in workerd, then the browser journeys (one server per Playwright worker) and the page budgets on that build.
// Each step's time is printed as it ends and again in a table at the end.
import { spawn } from "node:child_process";
import { env, run } from "./lib.mjs";

// The journeys' servers and the page budgets share this run's build (scripts/build-local.mjs --once).
const RUN = `test-${process.pid}-${Date.now()}`;

/** @typedef {[string, string, string[], Record<string, string>?]} Step */

/**
 * Stages run in order; the steps of one stage run side by side, each one's output printed whole as it ends.
 * The first stage's steps are short and mostly single-threaded, so together they fill the two cores.
 * @type {Step[][]}
 */
const stages = [
  [["system packages", "node", ["scripts/system-deps.mjs"]]],
  [
    ["typecheck", "npm", ["run", "--silent", "typecheck"]],
    ["layer rules", "npm", ["run", "--silent", "lint:deps"]],
    ["unit tests", "npx", ["vitest", "run"]],
    ["local build", "node", ["scripts/build-local.mjs", "--once", RUN]],
  ],
  [["worker tests", "npx", ["vitest", "run", "--config", "vitest.worker.config.ts"]]],
  [["browser journeys", "npx", ["playwright", "test"], { E2E_RUN: RUN }]],
  [["page budgets", "node", ["bench/budgets.mjs"]]],
];

/** @type {Array<[string, number]>} */
const times = [];

/** @param {Step} step */
function runAlone([name, command, args, extra]) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  run(command, args, extra ? { env: { ...env, ...extra } } : {});
  done(name, t0);
}

/** @param {Step} step @returns {Promise<boolean>} */
function runBeside([name, command, args, extra]) {
  const t0 = Date.now();
  /** @type {Buffer[]} */
  const output = [];
  const child = spawn(command, args, { env: { ...env, ...extra, FORCE_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      if (code === 0) {
        done(name, t0);
        resolve(true);
      } else {
        console.error(`\n✗ ${command} ${args.join(" ")} (exit ${code ?? signal})`);
        resolve(false);
      }
    });
  });
}

/** @param {string} name @param {number} t0 */
function done(name, t0) {
  const seconds = (Date.now() - t0) / 1000;
  times.push([name, seconds]);
  console.log(`✓ ${name} (${seconds.toFixed(1)} s)`);
}

const started = Date.now();
for (const stage of stages) {
  if (stage.length === 1) {
    runAlone(stage[0]);
    continue;
  }
  const names = stage.map(([name]) => name).join(", ");
  console.log(`\n▶ side by side: ${names}`);
  const t0 = Date.now();
  const passed = await Promise.all(stage.map(runBeside));
  if (passed.includes(false)) process.exit(1);
  done(`(${stage.length} together)`, t0);
}
console.log("\nStep times:");
for (const [name, seconds] of times) console.log(`  ${name.padEnd(18)} ${seconds.toFixed(1).padStart(7)} s`);
console.log(`\nAll test steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
