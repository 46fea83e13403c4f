// `npm run lighthouse`: Lighthouse (mobile preset) in Debian's Chromium on home, a list and a detail in both
// languages, served by the built Worker on loopback. Reports (HTML + JSON) go to bench/lighthouse/ (ignored
// by git); prints the four category scores and the failing audits per page. Exits 1 when a target is missed.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { buildPortal, discoverPages, freePort, prepareState, ROOT, seedThroughBinding, startServer } from "./lib.mjs";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };
const outDir = join(ROOT, "bench/lighthouse");
mkdirSync(outDir, { recursive: true });

const buildDir = buildPortal(".wrangler/lighthouse-build");
const state = prepareState(".wrangler/lighthouse-state");
// Canonical and hreflang URLs must name the origin Lighthouse visits, so the port is chosen first.
const port = await freePort();
const server = await startServer(buildDir, state.dir, { port, bindings: { SITE_URL: `http://127.0.0.1:${port}` } });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
/** @type {string[]} */
const missed = [];
/** @type {Array<Record<string, unknown>>} */
const summary = [];
try {
  if (!state.seeded) await seedThroughBinding(server);
  const { pages } = await discoverPages(server.url);
  const list = pages.find((page) => page.key === "trade-show-list");
  const detail = pages.find((page) => page.key === "trade-show-detail");
  const paths = [
    ["home-th", "/"],
    ["home-en", "/en"],
    ...(list ? [["list-th", list.path], ["list-en", `/en${list.path}`]] : []),
    ...(detail ? [["detail-th", detail.path], ["detail-en", `/en${detail.path}`]] : []),
  ];
  // The first page a fresh Chromium loads pays for the browser's own start (code caches, fonts): one unscored
  // run first, so every scored page is measured the same way.
  await lighthouse(`${server.url}/`, { port: chrome.port, output: "json", logLevel: "error", extraHeaders: { "Accept-Language": "th-TH,th;q=0.9" } }, undefined);
  for (const [name, path] of paths) {
    const result = await lighthouse(
      `${server.url}${path}`,
      // A Thai visitor's language for Thai pages; otherwise "/" redirects Chromium's en-US to /en.
      {
        port: chrome.port,
        output: ["html", "json"],
        logLevel: "error",
        extraHeaders: { "Accept-Language": name.endsWith("-th") ? "th-TH,th;q=0.9" : "en-US,en;q=0.9" },
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const [html, json] = /** @type {string[]} */ (result.report);
    writeFileSync(join(outDir, `${name}.report.html`), html ?? "");
    writeFileSync(join(outDir, `${name}.report.json`), json ?? "");
    const { categories, audits } = result.lhr;
    /** @type {Record<string, number>} */
    const scores = {};
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      scores[id] = score;
      if (score < target) missed.push(`${name} ${id} ${score} < ${target}`);
    }
    // Failing audits that count towards a score, heaviest first.
    const weights = new Map();
    for (const category of Object.values(categories)) {
      for (const ref of category.auditRefs) weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
    }
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && (weights.get(audit.id) ?? 0) > 0)
      .sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0))
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    const metrics = {
      fcp: audits["first-contentful-paint"]?.displayValue,
      lcp: audits["largest-contentful-paint"]?.displayValue,
      tbt: audits["total-blocking-time"]?.displayValue,
      cls: audits["cumulative-layout-shift"]?.displayValue,
    };
    summary.push({ name, path, scores, metrics, failing });
    console.log(
      `${name.padEnd(10)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores["best-practices"]}  seo ${scores.seo}` +
        `  (FCP ${metrics.fcp}, LCP ${metrics.lcp}, TBT ${metrics.tbt}, CLS ${metrics.cls})  ${path}`,
    );
    for (const audit of failing.slice(0, 8)) console.log(`    ✗ ${audit}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
writeFileSync(join(outDir, "summary.json"), `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, pages: summary }, null, 2)}\n`);
console.log(`\nReports in bench/lighthouse/. Targets: ${Object.entries(TARGETS).map(([k, v]) => `${k} >= ${v}`).join(", ")}.`);
if (missed.length > 0) {
  console.error(`✗ ${missed.length} target(s) missed:\n  ${missed.join("\n  ")}`);
  process.exit(1);
}
