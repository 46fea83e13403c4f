// The page budgets (part of `npm test`, after the browser journeys have built build/). Bytes do not depend on
// machine noise, so these are exact checks, on one page of every type in both languages (the member pages
// signed in as a demo member) and on every route of the client manifest: first-load JS at most the React Router
// floor (bench/floor, built here) + 20 KB gzip, at most one render-blocking request per page, no font file a
// page does not use (no webfont for Latin letters, no preload the page's text never draws), home HTML at most
// 20 KB brotli, Worker bundle gzip. Prints "N passed, N failed"; exits 1 on any failure.
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  benchPort,
  buildFloor,
  everyPageType,
  firstLoadByRoute,
  kb,
  measurePage,
  migrateAndSeedThroughBinding,
  ROOT,
  sh,
  signIn,
  startServer,
  workerBundle,
} from "./lib.mjs";

const KB = 1024;
const BUDGET = { jsOverFloor: 20 * KB, homeBrotli: 20 * KB, renderBlocking: 1, workerGzip: 1024 * KB };

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
const server = await startServer(buildDir, stateDir, { port: await benchPort() });
try {
  await migrateAndSeedThroughBinding(server);
  const targets = await everyPageType(server.url);
  const cookie = await signIn(server.url);

  console.log(`First-load JS (gzip) <= React Router floor ${kb(floorJs)} + 20 KB = ${kb(jsBudget)}`);
  /** @type {Record<string, import("./lib.mjs").PageBytes>} */
  const bytes = {};
  for (const page of targets) {
    bytes[page.path] = await measurePage(server.url, page.path, page.member ? cookie : undefined);
    const b = bytes[page.path];
    if (b.status !== 200) check(false, `${page.path} answered ${b.status}`);
    else check(b.js.gzip <= jsBudget, `${page.path}${page.member ? " (member)" : ""}: ${kb(b.js.gzip)} in ${b.js.files} files`);
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

  console.log(`At most ${BUDGET.renderBlocking} render-blocking request per page, none to another origin`);
  for (const page of targets) {
    const { renderBlocking = [], renderBlockingExternal = [] } = bytes[page.path] ?? {};
    check(
      renderBlocking.length <= BUDGET.renderBlocking && renderBlockingExternal.length === 0,
      `${page.path}: ${renderBlocking.length}${renderBlocking.length > 0 ? ` (${renderBlocking.join(", ")})` : ""}`,
    );
  }

  console.log("No font file a page does not use (Latin letters in the system font, no unused preload)");
  for (const page of targets) {
    const b = bytes[page.path];
    const extra = [...(b?.latinFonts ?? []), ...(b?.unusedPreloads ?? [])];
    check(
      b !== undefined && extra.length === 0 && (!b.thaiText || page.path.startsWith("/en") || b.fonts.files >= 1),
      `${page.path}: ${b?.fonts.files} files, ${kb(b?.fonts.bytes ?? 0)}${extra.length > 0 ? `; unused: ${extra.join(", ")}` : ""}`,
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
