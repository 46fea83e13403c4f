// The page budgets (part of `npm test`, after the browser journeys have built build/). Bytes do not depend on
// machine noise, so these are exact checks: first-load JS against the React Router floor (bench/floor, built
// here) + 30 KB, home HTML brotli, no render-blocking request to another origin, at most 2 font files before
// first paint on a Thai page, Worker bundle gzip. Prints "N passed, N failed"; exits 1 on any failure.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  buildFloor,
  discoverPages,
  firstLoadByRoute,
  kb,
  measurePage,
  migrateAndSeedThroughBinding,
  ROOT,
  sh,
  startServer,
  workerBundle,
} from "./lib.mjs";

const KB = 1024;
const BUDGET = { jsOverFloor: 30 * KB, homeBrotli: 30 * KB, thaiFonts: 2, workerGzip: 1024 * KB };

const started = Date.now();
const buildDir = join(ROOT, ".wrangler/budget-build");
// A copy taken under the build lock, so nobody's next build changes files while they are measured.
const copy = `${existsSync(join(ROOT, "build/server/wrangler.json")) ? "" : "npx react-router build >/dev/null && "}rm -rf '${buildDir}' && cp -r build '${buildDir}'`;
sh("flock", ["/tmp/portal-build.lock", "sh", "-c", copy]);
console.log(`build copied in ${((Date.now() - started) / 1000).toFixed(1)} s (includes any wait for the build lock)`);
const floorBuild = buildFloor();
const floorJs = firstLoadByRoute(floorBuild).reduce((max, route) => Math.max(max, route.gzip), 0);
const jsBudget = floorJs + BUDGET.jsOverFloor;

let passed = 0;
let failed = 0;
/** @param {boolean} ok @param {string} message */
function check(ok, message) {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`  ${ok ? "✓" : "✗"} ${message}`);
}

const stateDir = join(ROOT, ".wrangler/budget-state");
rmSync(stateDir, { recursive: true, force: true });
const server = await startServer(buildDir, stateDir);
try {
  await migrateAndSeedThroughBinding(server);
  const { pages } = await discoverPages(server.url);
  const measured = pages.filter((page) => page.bytes);
  // English twins of the Thai pages: same modules, different text (fonts and HTML differ).
  const targets = [
    ...measured,
    ...measured.filter((page) => page.path !== "/" && !page.path.startsWith("/en")).map((page) => ({ ...page, path: `/en${page.path}`, key: `${page.key}-en` })),
  ];

  console.log(`First-load JS (gzip) <= React Router floor ${kb(floorJs)} + 30 KB = ${kb(jsBudget)}`);
  /** @type {Record<string, import("./lib.mjs").PageBytes>} */
  const bytes = {};
  for (const page of targets) {
    bytes[page.path] = await measurePage(server.url, page.path);
    const b = bytes[page.path];
    if (b.status !== 200) check(false, `${page.path} answered ${b.status}`);
    else check(b.js.gzip <= jsBudget, `${page.path}: ${kb(b.js.gzip)} in ${b.js.files} files`);
  }
  const routes = firstLoadByRoute(buildDir);
  const over = routes.filter((route) => route.gzip > jsBudget);
  const heaviest = routes.reduce((max, route) => (route.gzip > max.gzip ? route : max), { route: "", gzip: 0 });
  check(
    over.length === 0,
    `every route in the client manifest (${routes.length}): heaviest ${heaviest.route} ${kb(heaviest.gzip)}` +
      (over.length > 0 ? `; over budget: ${over.map((route) => `${route.route} ${kb(route.gzip)}`).join(", ")}` : ""),
  );

  console.log(`Home HTML <= ${kb(BUDGET.homeBrotli)} brotli`);
  for (const path of ["/", "/en"]) {
    const b = bytes[path];
    check(b !== undefined && b.htmlBrotli <= BUDGET.homeBrotli, `${path}: ${kb(b?.htmlBrotli ?? 0)} brotli (${kb(b?.html ?? 0)} raw)`);
  }

  console.log("No render-blocking request to another origin");
  for (const page of targets) {
    const blocking = bytes[page.path]?.renderBlockingExternal ?? [];
    check(blocking.length === 0, `${page.path}${blocking.length > 0 ? `: ${blocking.join(", ")}` : ""}`);
  }

  console.log(`At most ${BUDGET.thaiFonts} font files before first paint on a Thai page`);
  for (const page of targets.filter((p) => !p.path.startsWith("/en"))) {
    const b = bytes[page.path];
    check(
      b !== undefined && b.thaiText && b.fonts.files <= BUDGET.thaiFonts,
      `${page.path}: ${b?.fonts.files} files, ${kb(b?.fonts.bytes ?? 0)} (${b?.fonts.list.map((f) => f.split("/").pop()).join(", ")})`,
    );
  }

  console.log(`Worker bundle <= ${kb(BUDGET.workerGzip)} gzip`);
  const bundle = workerBundle(buildDir);
  check(bundle.gzip <= BUDGET.workerGzip, `${kb(bundle.gzip)} gzip (${kb(bundle.bytes)} raw, ${bundle.files} modules)`);
} finally {
  await server.stop();
}

console.log(`\nbudgets in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exit(1);
