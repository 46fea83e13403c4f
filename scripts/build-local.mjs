// A local build (it carries the development mailbox, /dev/mailbox, which a deployment build leaves out), made
// under the build lock so nothing serves or measures a half-written build/ (bench/budgets.mjs copies under it).
// With `--once RUN`, a build already stamped with RUN is kept: the journeys' servers of one run share one build.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { env, run } from "./lib.mjs";

const LOCK = "/tmp/portal-build.lock";
const STAMP = "build/.run";
const once = process.argv.includes("--once") ? process.argv[process.argv.indexOf("--once") + 1] : undefined;

if (!process.env.PORTAL_BUILD_LOCKED) {
  run("flock", [LOCK, process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { env: { ...env, PORTAL_BUILD_LOCKED: "1" } });
} else if (!(once && existsSync(STAMP) && readFileSync(STAMP, "utf8") === once)) {
  run("npx", ["react-router", "build"], { env: { ...env, VITE_DEV_MAILBOX: "1" } });
  if (once) writeFileSync(STAMP, once);
}
