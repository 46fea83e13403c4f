// `npm run bench [-- --long]`: builds once, serves the built Worker and the floor app in workerd on loopback,
// loads each page from a separate process (autocannon), measures the bytes per page, runs the mixed load with
// a memory check and the fault test, then writes bench/results.json and the README's Benchmark section.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { env } from "../scripts/lib.mjs";
import { fullCollectionsSince, traceEnd } from "./gc-trace.mjs";
import { benchMembersSql, MEMBER_WRITES_PER_S, membersAtScale } from "./members.mjs";
import { contentAtScale, SCALE, SCALE_GOAL, scaleSql } from "./scale.mjs";
import {
  benchPort,
  BROWSER_HEADERS,
  buildFloor,
  buildPortal,
  discoverPages,
  firstLoadByRoute,
  get,
  kb,
  measurePage,
  prepareState,
  ROOT,
  rssKiB,
  seedThroughBinding,
  signIn,
  startServer,
  workerBundle,
} from "./lib.mjs";

const long = process.argv.includes("--long");
// `--only=member-home,home-th`: throughput of these rows (and the floors) only, no mixed load, fault test or
// written results; for trying a change quickly.
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length).split(",");
const settings = long
  ? { perPageSeconds: 20, connections: 10, warmup: 400, mixedWarmup: 10_000, mixed: 100_000, mixedSeconds: 900, membersSeconds: 60 }
  : { perPageSeconds: 5, connections: 10, warmup: 150, mixedWarmup: 4_000, mixed: 20_000, mixedSeconds: 240, membersSeconds: 20 };
// The members-at-scale row's goals (issue 23): anonymous pages keep coming from the page cache while members
// write, nothing fails, and no KV key is asked to take more than one write a second.
const MEMBERS_GOAL = { hitRatio: 95, maxWritesPerKeyPerSecond: 1 };
const MIXED_CONNECTIONS = 50;
// The tail is judged at 50 connections per page (issue 14): p99 at most TAIL_LIMIT times p50, or no worse than
// the plain-text floor's p99 in the same run.
const TAIL_CONNECTIONS = 50;
const TAIL_LIMIT = 5;
const SPLIT_SAMPLES = 40;
// The second floor's KV reads per request: about what an uncached member page makes (session, content version,
// one cached content answer per content call); see the README's Benchmark section.
const FLOOR_KV_READS = Number(process.argv.find((a) => a.startsWith("--kv-reads="))?.split("=")[1] ?? 8);
// RSS may settle a little higher as V8 tunes its heap; more than this after warm-up is growth.
const RSS_TOLERANCE = { ratio: 0.15, kib: 32 * 1024 };

const started = Date.now();
const step = (/** @type {string} */ name) => console.log(`\n▶ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

/**
 * Runs bench/load.mjs in its own process and returns its result.
 * @param {string} url @param {Array<{ path: string, unique?: boolean }>} paths
 * @param {{ connections: number, amount: number, maxSeconds: number }} load
 * @param {string} [cookie] a member's session: the page cache is bypassed, as for every signed-in member
 * @param {Record<string, string>} [extraHeaders] what this page's clients send besides (a crawler's gzip)
 * @returns {Promise<import("./load.mjs").LoadResult>}
 */
function loadTest(url, paths, load, cookie, extraHeaders = {}) {
  const spec = { url, paths, headers: { ...BROWSER_HEADERS, ...extraHeaders, ...(cookie ? { cookie } : {}) }, ...load };
  return new Promise((resolveLoad, rejectLoad) => {
    const child = spawn(process.execPath, [join(ROOT, "bench/load.mjs"), JSON.stringify(spec)], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    // The load process bounds itself; this is the backstop.
    const timer = setTimeout(() => child.kill("SIGKILL"), (load.maxSeconds + 30) * 1000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      const line = out.trim().split("\n").pop() ?? "";
      if (code === 0 && line.startsWith("{")) resolveLoad(JSON.parse(line));
      else rejectLoad(new Error(`load process exited ${code}: ${out}`));
    });
  });
}

step("build (portal under the build lock, then the floor app)");
const buildDir = buildPortal(".wrangler/bench-build");
const floorBuild = buildFloor();

step("local state: migrations and seed in .wrangler/bench-state");
const state = prepareState(".wrangler/bench-state");

step("serve the built Worker and the floor in workerd (Miniflare, loopback)");
// Configured as production is: without the fault test's switch, which costs every content call a KV read.
// Both log V8's full collections, which the tail rows report next to their p99.
const gcTrace = { app: join(ROOT, ".wrangler/bench-gc-portal.log"), floor: join(ROOT, ".wrangler/bench-gc-floor.log") };
const app = await startServer(buildDir, state.dir, { port: await benchPort(), gcTrace: gcTrace.app });
const floor = await startServer(floorBuild, undefined, { port: await benchPort(1), gcTrace: gcTrace.floor });
/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let faultApp;
/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let membersApp;
/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let scaledApp;
/** @type {string[]} */
const problems = [];
try {
  if (!state.seeded) {
    console.log("  scripts/seed.ts not found: seeding through the Worker's D1 binding");
    await seedThroughBinding(app);
  }
  console.log(`  portal ${app.url} (workerd pid ${app.workerdPid}), floor ${floor.url}`);

  const { pages, spare } = await discoverPages(app.url);
  for (let n = 0; n < FLOOR_KV_READS; n += 1) {
    await floor.command({ type: "kv-put", namespace: "FLOOR_KV", key: `floor:${n}`, value: JSON.stringify({ n, pad: "x".repeat(2000) }) });
  }
  if (only?.includes("members")) {
    await app.stop();
    await membersRow(pages.filter((page) => page.kind === "page").map((page) => page.path));
    await floor.stop();
    process.exit(problems.length > 0 ? 1 : 0);
  }
  if (only?.includes("scale")) {
    await scaleRow(app, pages);
    await Promise.all([app.stop(), floor.stop()]);
    if (problems.length > 0) console.error(`\n✗ ${problems.join("\n  ")}`);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  const cookie = await signIn(app.url);
  const byKey = (/** @type {string} */ key) => pages.find((page) => page.key === key);
  /** Pages as a signed-in member gets them: never from the page cache. */
  const memberPages = [
    { key: "member-home", label: "member: home (th)", path: "/" },
    { key: "member-list", label: "member: trade-show list, filtered", path: byKey("trade-show-list")?.path },
    { key: "member-detail", label: "member: trade-show detail", path: byKey("trade-show-detail")?.path },
    { key: "member-my-quotation", label: "member: /my-quotation", path: "/my-quotation" },
    { key: "member-inbox", label: "member: /quotation-profile (inbox)", path: "/quotation-profile" },
  ].flatMap((page) => (page.path ? [{ ...page, path: page.path, kind: /** @type {const} */ ("page"), base: app.url, member: true }] : []));
  /** @type {Array<import("./lib.mjs").BenchPage & { base: string, floorOf?: "plain" | "react-router" | "react-router-kv", member?: boolean }>} */
  const allTargets = [
    { key: "floor-plain", label: "floor: Hono text", path: "/plain", kind: "api", base: floor.url, floorOf: "plain" },
    { key: "floor-rr", label: "floor: React Router page", path: "/", kind: "page", base: floor.url, floorOf: "react-router", bytes: true },
    { key: "floor-rr-kv", label: `floor: React Router page + ${FLOOR_KV_READS} KV reads`, path: `/?kv=${FLOOR_KV_READS}`, kind: "page", base: floor.url, floorOf: "react-router-kv" },
    ...pages.map((page) => ({ ...page, base: app.url })),
    ...memberPages,
  ];
  const targets = allTargets.filter((target) => !only || target.floorOf || only.includes(target.key));

  step("check every page answers 200");
  for (const target of targets) {
    const response = await get(`${target.base}${target.path}`, target.member ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS);
    await response.arrayBuffer();
    if (response.status !== 200) problems.push(`${target.label} ${target.path} answered ${response.status}`);
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));

  step(`throughput per page (${settings.perPageSeconds} s each, ${settings.connections} connections, after ${settings.warmup} warm-up)`);
  /** @type {Record<string, import("./load.mjs").LoadResult>} */
  const throughput = {};
  for (const target of targets) {
    const paths = [{ path: target.path, unique: target.unique }];
    const session = target.member ? cookie : undefined;
    await loadTest(target.base, paths, { connections: settings.connections, amount: settings.warmup, maxSeconds: 15 }, session, target.headers);
    throughput[target.key] = await loadTest(
      target.base,
      paths,
      { connections: settings.connections, amount: 0, maxSeconds: settings.perPageSeconds },
      session,
      target.headers,
    );
    const r = throughput[target.key];
    console.log(`  ${target.label.padEnd(36)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  p99.9 ${r.p99_9} ms  failures ${r.failures}`);
    if (r.failures > 0) problems.push(`${target.label}: ${r.failures} failed requests (${JSON.stringify(r.statusCodes)})`);
  }
  // The floors again after the pages, so a machine that got busier or quieter during the run moves both sides
  // of each ratio: a floor's rate is the mean of its two measurements.
  for (const target of targets.filter((t) => t.floorOf && t.floorOf !== "plain")) {
    const again = await loadTest(target.base, [{ path: target.path }], { connections: settings.connections, amount: 0, maxSeconds: settings.perPageSeconds });
    const first = throughput[target.key];
    if (first) throughput[target.key] = { ...first, rps: Math.round((first.rps + again.rps) / 2) };
    console.log(`  ${target.label.padEnd(36)} ${String(again.rps).padStart(6)} req/s again, ${throughput[target.key]?.rps} req/s on average`);
  }

  step(`tail per page (${settings.perPageSeconds} s each at ${TAIL_CONNECTIONS} connections): p99 at most ${TAIL_LIMIT} x p50, or no worse than the plain floor's`);
  /** @type {Record<string, import("./load.mjs").LoadResult & { fullGcs: ReturnType<typeof fullCollectionsSince> }>} */
  const tail = {};
  // The plain-text floor first: its tail is the harness's own (three processes on two cores), the line below
  // which no page can go.
  for (const target of targets.filter((t) => !t.floorOf || t.floorOf === "plain")) {
    const paths = [{ path: target.path, unique: target.unique }];
    const atTail = (/** @type {number} */ seconds) =>
      loadTest(target.base, paths, { connections: TAIL_CONNECTIONS, amount: 0, maxSeconds: seconds }, target.member ? cookie : undefined, target.headers);
    // One second at 50 connections first: opening 50 sockets at once is the harness's cost, not the page's
    // (at the edge the Worker never sees a TCP connection).
    await atTail(1);
    const trace = target.base === floor.url ? gcTrace.floor : gcTrace.app;
    const traceFrom = traceEnd(trace);
    const measured = await atTail(settings.perPageSeconds);
    tail[target.key] = { ...measured, fullGcs: fullCollectionsSince(trace, traceFrom) };
    const r = tail[target.key];
    const ratio = r.p50 > 0 ? r.p99 / r.p50 : 0;
    console.log(
      `  ${target.label.padEnd(36)} p50 ${r.p50} ms  p99 ${r.p99} ms (${ratio.toFixed(1)} x)  p99.9 ${r.p99_9} ms  failures ${r.failures}  ` +
        `full GCs ${r.fullGcs.count} (longest ${r.fullGcs.longestMs} ms)`,
    );
    // A page whose p99 is no worse than the floor's own shows the harness's stalls, not its own.
    const harnessP99 = tail["floor-plain"]?.p99 ?? 0;
    if (ratio > TAIL_LIMIT && r.p99 > harnessP99) {
      problems.push(`${target.label}: p99 ${r.p99} ms is ${ratio.toFixed(1)} x p50 ${r.p50} ms at ${TAIL_CONNECTIONS} connections (the floor's p99 ${harnessP99} ms)`);
    }
    if (r.failures > 0) problems.push(`${target.label} at ${TAIL_CONNECTIONS} connections: ${r.failures} failed requests (${JSON.stringify(r.statusCodes)})`);
  }
  const floorRps = throughput["floor-rr"]?.rps ?? 0;
  const floorKvRps = throughput["floor-rr-kv"]?.rps ?? 0;

  step("uncached pages one request at a time: content calls vs rendering (Server-Timing)");
  /** @type {Record<string, { totalMs: number, contentMs: number, renderMs: number }>} */
  const split = {};
  for (const target of targets.filter((t) => t.member || t.floorOf === "react-router" || t.floorOf === "react-router-kv")) {
    split[target.key] = await timeSplit(`${target.base}${target.path}`, target.member ? cookie : undefined);
    const t = split[target.key];
    console.log(`  ${target.label.padEnd(36)} ${t.totalMs} ms = content ${t.contentMs} ms + render ${t.renderMs} ms (medians of ${SPLIT_SAMPLES})`);
  }
  if (only) {
    for (const target of targets.filter((t) => !t.floorOf)) {
      const r = throughput[target.key];
      console.log(`  ${target.label}: ${(floorRps / (r?.rps || 1)).toFixed(2)} x floor, ${(floorKvRps / (r?.rps || 1)).toFixed(2)} x KV floor`);
    }
    await Promise.all([app.stop(), floor.stop()]);
    process.exit(problems.length > 0 ? 1 : 0);
  }

  step("bytes per page");
  /** @type {Record<string, import("./lib.mjs").PageBytes>} */
  const bytes = {};
  for (const target of targets.filter((t) => t.bytes)) bytes[target.key] = await measurePage(target.base, target.path);
  const bundle = workerBundle(buildDir);
  const floorBundle = workerBundle(floorBuild);
  const routes = firstLoadByRoute(buildDir);
  const heaviest = routes.reduce((max, route) => (route.gzip > max.gzip ? route : max), { route: "", gzip: 0 });

  step(`mixed load: ${settings.mixed} requests at ${MIXED_CONNECTIONS} connections, memory of workerd before and after`);
  // Every page as a visitor reads it; forced misses (a new cache key per request) are left out here because
  // each one adds a KV entry, which is storage growing by design, not the Worker leaking.
  const mix = pages.filter((page) => !page.unique).map((page) => ({ path: page.path }));
  const warm = await loadTest(app.url, mix, { connections: MIXED_CONNECTIONS, amount: settings.mixedWarmup, maxSeconds: 60 });
  await new Promise((r) => setTimeout(r, 1_000));
  const rssBefore = rssKiB(app.workerdPid);
  const mixed = await loadTest(app.url, mix, {
    connections: MIXED_CONNECTIONS,
    amount: settings.mixed,
    maxSeconds: settings.mixedSeconds,
  });
  await new Promise((r) => setTimeout(r, 1_000));
  const rssAfter = rssKiB(app.workerdPid);
  const rssLimit = rssBefore === undefined ? undefined : rssBefore + Math.max(rssBefore * RSS_TOLERANCE.ratio, RSS_TOLERANCE.kib);
  const memoryOk = rssBefore !== undefined && rssAfter !== undefined && rssLimit !== undefined && rssAfter <= rssLimit;
  console.log(
    `  ${mixed.requests} requests in ${mixed.seconds} s (${mixed.rps} req/s), failures ${mixed.failures}, warm-up failures ${warm.failures}; ` +
      `workerd RSS ${((rssBefore ?? 0) / 1024).toFixed(1)} MiB -> ${((rssAfter ?? 0) / 1024).toFixed(1)} MiB`,
  );
  if (mixed.requests < settings.mixed) problems.push(`mixed load completed ${mixed.requests} of ${settings.mixed} requests in the time bound`);
  if (mixed.failures + warm.failures > 0) problems.push(`mixed load: ${mixed.failures + warm.failures} failed requests (${JSON.stringify(mixed.statusCodes)})`);
  if (!memoryOk) problems.push(`workerd RSS grew from ${rssBefore} KiB to ${rssAfter} KiB (limit ${rssLimit?.toFixed(0)} KiB)`);

  const scale = await scaleRow(app, pages);
  await app.stop();
  const members = await membersRow(pages.filter((page) => page.kind === "page").map((page) => page.path));

  step("fault: content source failing (KV switch:content-source-fail = 1)");
  // A second server on the same state, with the test switch enabled: the copies the first one cached in KV are
  // what it has to serve while the source fails.
  faultApp = await startServer(buildDir, state.dir, { port: await benchPort(), bindings: { CONTENT_FAULT_SWITCH: "on" } });
  const faulty = faultApp;
  await faulty.command({ type: "kv-put", namespace: "CONTENT_CACHE", key: "switch:content-source-fail", value: "1" });
  /** @type {Array<{ path: string, expect: string, status: number, cache: string | null, ok: boolean, note?: string }>} */
  const fault = [];
  const faultCheck = async (/** @type {string} */ path, /** @type {"200" | "503"} */ expect, /** @type {"th" | "en" | undefined} */ locale) => {
    const response = await get(`${faulty.url}${path}`);
    const body = await response.text();
    const stack = /\n\s+at\s|Error:\s|node_modules|\.tsx?:\d+/.test(body);
    let ok = String(response.status) === expect && !stack;
    let note = stack ? "stack trace or source path in the body" : undefined;
    if (ok && expect === "503" && locale) {
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(body)?.[1] ?? "";
      const friendly = locale === "th" ? /ยังโหลดข้อมูลไม่ได้|ลองใหม่/.test(body) : /can't load|can&#x27;t load|try again/i.test(body);
      ok = lang.startsWith(locale) && friendly;
      if (!ok) note = `lang="${lang}", friendly text ${friendly ? "found" : "missing"}`;
    }
    fault.push({ path, expect, status: response.status, cache: response.headers.get("x-cache"), ok, ...(note ? { note } : {}) });
  };
  // Past the proxy's 60 s freshness window every cached copy is STALE: served while the refresh fails.
  console.log("  waiting 62 s so the cached copies are stale, not fresh hits");
  await new Promise((r) => setTimeout(r, 62_000));
  for (const page of pages.filter((p) => !p.unique)) await faultCheck(page.path, "200", undefined);
  if (spare.th) await faultCheck(spare.th, "503", "th");
  if (spare.en) await faultCheck(spare.en, "503", "en");
  if (spare.venue) await faultCheck(spare.venue, "503", "en");
  await faultCheck("/api/venues?filters[province][$eq]=Bangkok&filters[name][$ne]=bench-uncached", "503", undefined);
  await faulty.command({ type: "kv-delete", namespace: "CONTENT_CACHE", key: "switch:content-source-fail" });
  const healed = spare.th ? (await get(`${faulty.url}${spare.th}`)).status : 200;
  for (const check of fault) {
    console.log(`  ${check.ok ? "✓" : "✗"} ${check.path} -> ${check.status}${check.cache ? ` (x-cache ${check.cache})` : ""} expected ${check.expect}${check.note ? `: ${check.note}` : ""}`);
    if (!check.ok) problems.push(`fault: ${check.path} answered ${check.status}, expected ${check.expect}${check.note ? ` (${check.note})` : ""}`);
  }
  console.log(`  after healing: ${spare.th} -> ${healed}`);
  if (healed !== 200) problems.push(`after healing the source, ${spare.th} answered ${healed}`);

  // -------------------------------------------------------------------------------------------------------
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? "", node: process.version, long },
    server: "built Worker in workerd through Miniflare (no wrangler dev proxy), 127.0.0.1",
    settings: { ...settings, mixedConnections: MIXED_CONNECTIONS, tailConnections: TAIL_CONNECTIONS },
    pages: targets.map((target) => {
      const r = throughput[target.key];
      return {
        key: target.key,
        label: target.label,
        path: target.path,
        rps: r?.rps,
        p50: r?.p50,
        p99: r?.p99,
        p99_9: r?.p99_9,
        costVsFloor: r && r.rps > 0 ? Number((floorRps / r.rps).toFixed(2)) : null,
        costVsKvFloor: r && r.rps > 0 && target.member ? Number((floorKvRps / r.rps).toFixed(2)) : null,
        tail: tail[target.key] && { p50: tail[target.key].p50, p99: tail[target.key].p99, p99_9: tail[target.key].p99_9, fullGcs: tail[target.key].fullGcs },
        split: split[target.key],
        failures: r?.failures,
        bytes: bytes[target.key],
      };
    }),
    workerBundle: bundle,
    floorWorkerBundle: floorBundle,
    firstLoadJs: { floor: bytes["floor-rr"]?.js.gzip, heaviestRoute: heaviest, routes },
    load: { warmup: warm, mixed, rssKiB: { before: rssBefore, after: rssAfter, limit: rssLimit && Math.round(rssLimit) }, memoryOk },
    members,
    scale,
    fault: { checks: fault, healed },
    problems,
  };
  writeFileSync(join(ROOT, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const table = summaryTable(results);
  console.log(`\n${table}`);
  updateReadme(table);
  console.log(`\nbench/results.json and the README's Benchmark section written in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  await Promise.all([app.stop(), floor.stop(), faultApp?.stop(), membersApp?.stop(), scaledApp?.stop()]);
}
if (problems.length > 0) {
  console.error(`\n✗ ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

/**
 * Members at scale: a server on the same state whose KV bindings enforce Cloudflare's limits (KV_LIMITS=on),
 * members writing through the content API while anonymous visitors read `paths`.
 * @param {string[]} paths
 */
async function membersRow(paths) {
  step(`members at scale: ${MEMBER_WRITES_PER_S} member writes/s for ${settings.membersSeconds} s while visitors read pages, KV limits enforced`);
  membersApp = await startServer(buildDir, state.dir, { port: await benchPort(), bindings: { KV_LIMITS: "on" } });
  await membersApp.command({ type: "d1-batch", database: "DB", sql: await benchMembersSql() });
  const r = await membersAtScale(membersApp.url, paths, { seconds: settings.membersSeconds });
  await membersApp.stop();
  console.log(
    `  ${r.memberWrites} member writes in ${r.seconds} s (${r.memberWritesPerSecond}/s: ${JSON.stringify(r.writesByKind)}), ${r.memberFailures} failed; ` +
      `anonymous ${r.anonymous.requests} requests, ${r.anonymous.hitRatio} % from the page cache (${JSON.stringify(r.anonymous.states)}), ${r.anonymous.failures} failed; ` +
      `KV: at most ${r.maxWritesPerKeyPerSecond} write(s) per key per second, ${r.refusedKvWrites} refused`,
  );
  for (const sample of r.memberFailureSamples) console.log(`    failed: ${sample}`);
  if (r.memberWritesPerSecond < 10) problems.push(`members at scale: ${r.memberWritesPerSecond} member writes/s, below 10`);
  if (r.anonymous.hitRatio < MEMBERS_GOAL.hitRatio) problems.push(`members at scale: anonymous hit ratio ${r.anonymous.hitRatio} % (goal ${MEMBERS_GOAL.hitRatio} %)`);
  if (r.memberFailures + r.anonymous.failures > 0) problems.push(`members at scale: ${r.memberFailures} member writes and ${r.anonymous.failures} anonymous reads failed`);
  if (r.maxWritesPerKeyPerSecond > MEMBERS_GOAL.maxWritesPerKeyPerSecond || r.refusedKvWrites > 0) {
    problems.push(`members at scale: up to ${r.maxWritesPerKeyPerSecond} KV writes per key per second, ${r.refusedKvWrites} refused`);
  }
  return r;
}

/**
 * Content at scale: a second server on its own state, the seed plus SCALE's shows and venues, measured page by
 * page against `seedApp` in one run (bench/scale.mjs). Its show detail is the one the other rows read, so the
 * fault test's spare details stay uncached.
 * @param {{ url: string }} seedApp @param {import("./lib.mjs").BenchPage[]} pages
 */
async function scaleRow(seedApp, pages) {
  step(`content at scale: the seed and ${SCALE.shows} shows with ${SCALE.venues} venues, page by page, uncached and cached (goal: at most ${SCALE_GOAL} x)`);
  const scaleState = prepareState(".wrangler/bench-scale-state");
  const loader = await startServer(buildDir, scaleState.dir, { port: await benchPort() });
  await loader.command({ type: "d1-batch", database: "DB", sql: await scaleSql() });
  // Served afresh on the stored state, as the seed's server is: the 25,000 rows just written are otherwise still
  // in SQLite's write-ahead log, which every local read would have to consult (D1 checkpoints its own).
  await loader.stop();
  scaledApp = await startServer(buildDir, scaleState.dir, { port: await benchPort() });
  const detail = pages.find((page) => page.key === "trade-show-detail")?.path;
  if (!detail) throw new Error("content at scale: the seed has no Thai trade show to open");
  const rows = await contentAtScale(seedApp, scaledApp, BROWSER_HEADERS, detail);
  await scaledApp.stop();
  for (const row of rows) {
    const cell = (/** @type {any} */ m) => (m ? `${m.seedMs} -> ${m.scaleMs} ms (${m.ratio} x)` : "-");
    console.log(`  ${row.label}: uncached ${cell(row.uncached)}, cached ${cell(row.cached)}${row.cached.states.length ? ` [x-cache ${row.cached.states.join(", ")}]` : ""}`);
    for (const kind of /** @type {const} */ (["uncached", "cached"])) {
      const m = row[kind];
      if (m && m.ratio > SCALE_GOAL) problems.push(`content at scale: ${row.label} ${kind} costs ${m.ratio} x the seed's (goal ${SCALE_GOAL} x)`);
    }
    if (row.key.startsWith("sitemap") && !row.cached.states.every((state) => state === "HIT")) problems.push(`content at scale: ${row.label} answered ${row.cached.states.join(", ")}: built on a visitor's request`);
  }
  return { ...SCALE, goal: SCALE_GOAL, rows };
}

/**
 * Medians over sequential requests of the whole answer's time on the client's clock and of the content calls'
 * time the Worker reports (`Server-Timing: content;dur=`); rendering is the difference.
 * @param {string} url @param {string} [cookie]
 */
async function timeSplit(url, cookie) {
  const median = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const totals = [];
  const contents = [];
  for (let i = 0; i < SPLIT_SAMPLES; i += 1) {
    const t0 = performance.now();
    const response = await get(url, cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS);
    await response.arrayBuffer();
    totals.push(performance.now() - t0);
    contents.push(Number(/content;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? 0));
  }
  const totalMs = Math.round(median(totals) * 10) / 10;
  const contentMs = Math.round(median(contents) * 10) / 10;
  return { totalMs, contentMs, renderMs: Math.round((totalMs - contentMs) * 10) / 10 };
}

/**
 * The figures as Markdown (the README keeps the last run).
 * @param {any} results
 */
function summaryTable(results) {
  const kib = (/** @type {number | undefined} */ n) => (n === undefined ? "" : kb(n).replace(" KB", ""));
  const tailCell = (/** @type {any} */ t) => (t ? `${t.p50} / ${t.p99} / ${t.p99_9} (${(t.p99 / Math.max(1, t.p50)).toFixed(1)} x)` : "");
  const gcCell = (/** @type {any} */ t) => (t?.fullGcs ? `${t.fullGcs.count} / ${t.fullGcs.longestMs}` : "");
  const rows = results.pages.map(
    (/** @type {any} */ p) =>
      `| ${p.label} | ${p.rps ?? ""} | ${p.p50 ?? ""} | ${p.p99 ?? ""} | ${p.p99_9 ?? ""} | ${tailCell(p.tail)} | ${gcCell(p.tail)} | ${p.costVsFloor ?? ""} | ${p.costVsKvFloor ?? ""} | ${p.split ? `${p.split.contentMs} / ${p.split.renderMs}` : ""} | ${kib(p.bytes?.htmlGzip)} | ${kib(p.bytes?.htmlBrotli)} | ${kib(p.bytes?.js.gzip)} | ${kib(p.bytes?.css.gzip)} | ${p.bytes ? `${p.bytes.fonts.files} / ${kib(p.bytes.fonts.bytes)}` : ""} | ${kib(p.bytes?.aboveFoldImages.bytes)} |`,
  );
  const { load } = results;
  return [
    `Last run ${results.date.slice(0, 16).replace("T", " ")} UTC on ${results.machine.cpus} CPU(s) (${results.machine.model.trim()}), ${results.server}. ` +
      `Throughput is ${results.settings.perPageSeconds} s of load per page at ${results.settings.connections} connections; ` +
      `absolute figures depend on the machine, the cost ratio (React Router floor req/s ÷ page req/s) much less. ` +
      `"member:" rows are signed in as a demo company member, so the page cache is bypassed; their second ratio uses the ` +
      `floor page that makes ${FLOOR_KV_READS} KV reads. "content / render" are medians of ${SPLIT_SAMPLES} sequential requests: ` +
      `the time content calls were in flight (Server-Timing) and the rest of the answer's time. "at ${results.settings.tailConnections} connections" is a second ` +
      `${results.settings.perPageSeconds} s run per page for the tail: p50 / p99 / p99.9 ms and p99 ÷ p50 (the budget is ${TAIL_LIMIT} x, or a p99 no worse than the plain-text floor's, which is the harness's own tail); ` +
      `"full GCs" are V8's mark-compact collections in the server's workerd during that run, how many and the longest pause in ms, ` +
      `in any of its isolates (Miniflare's entry and asset-routing Workers run beside ours on the same thread). Sizes in KB (1024 bytes).`,
    "",
    `| page | req/s | p50 ms | p99 ms | p99.9 ms | at ${results.settings.tailConnections} connections: p50 / p99 / p99.9 ms | full GCs (count / longest ms) | cost vs floor | cost vs KV floor | content / render ms | HTML gzip | HTML br | JS gzip | CSS gzip | fonts (files / KB) | eager images |`,
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...rows,
    "",
    `- Worker bundle: ${kb(results.workerBundle.gzip)} gzip (${kb(results.workerBundle.bytes)} raw, ${results.workerBundle.files} modules); floor ${kb(results.floorWorkerBundle.gzip)} gzip.`,
    `- First-load JS: floor ${kb(results.firstLoadJs.floor ?? 0)} gzip; heaviest route by the client manifest \`${results.firstLoadJs.heaviestRoute.route}\` ${kb(results.firstLoadJs.heaviestRoute.gzip)}.`,
    `- Mixed load: ${load.mixed.requests} requests at ${results.settings.mixedConnections} connections in ${load.mixed.seconds} s (${load.mixed.rps} req/s), ` +
      `${load.mixed.failures} failures; workerd RSS ${(load.rssKiB.before / 1024).toFixed(1)} MiB after warm-up, ${(load.rssKiB.after / 1024).toFixed(1)} MiB after the load (${load.memoryOk ? "no growth" : "GROWTH"}).`,
    ...(results.members
      ? [
          `- Members at scale (KV limits enforced: a second write of a key within a second refused): ${results.members.memberWrites} member writes in ${results.members.seconds} s ` +
            `(${results.members.memberWritesPerSecond}/s: sign-ins, bookmarks added and removed, quotation requests), ${results.members.memberFailures} failed; ` +
            `anonymous visitors meanwhile: ${results.members.anonymous.requests} page requests, ${results.members.anonymous.hitRatio} % from the page cache, ` +
            `${results.members.anonymous.failures} failed; at most ${results.members.maxWritesPerKeyPerSecond} KV write per key per second, ${results.members.refusedKvWrites} refused.`,
        ]
      : []),
    ...(results.scale
      ? [
          `- Content at scale (${results.scale.shows} shows and ${results.scale.venues} venues beside the seed; median of sequential requests, uncached / cached, scale ÷ seed; goal ${results.scale.goal} x): ` +
            results.scale.rows.map((/** @type {any} */ r) => `${r.label} ${r.uncached ? `${r.uncached.ratio} x / ` : ""}${r.cached.ratio} x`).join("; ") +
            ".",
        ]
      : []),
    `- Fault (content source failing): ${results.fault.checks.filter((/** @type {any} */ c) => c.ok).length}/${results.fault.checks.length} checks pass ` +
      `(cached pages 200 from the stale copy, uncached pages 503 with the friendly page in their language, no stack trace).`,
  ].join("\n");
}

/** Replaces what is between the README's bench markers, and nothing else. @param {string} table */
function updateReadme(table) {
  const file = join(ROOT, "README.md");
  const readme = readFileSync(file, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  const generated = `${start}\n<!-- Written by \`npm run bench\`; edits between these markers are overwritten. -->\n${table}\n${end}`;
  const next =
    from >= 0 && to > from
      ? `${readme.slice(0, from)}${generated}${readme.slice(to + end.length)}`
      : `${readme.trimEnd()}\n\n## Benchmark\n\n${generated}\n`;
  writeFileSync(file, next);
}
