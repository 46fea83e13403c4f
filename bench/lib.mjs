// Shared by the benchmark, the budget test and the Lighthouse run: building, local state, serving the built
// Worker in a child process, finding the pages to measure, and measuring the bytes a page costs.
import { fork, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { env } from "../scripts/lib.mjs";
import { gcTraceEnv } from "./gc-trace.mjs";

export const ROOT = resolve(import.meta.dirname, "..");
export const FLOOR_DIR = join(ROOT, "bench/floor");
export const FLOOR_BUILD = join(FLOOR_DIR, "build");

/** What a desktop Chrome in Thailand sends, so pages render as for people (bots get a bare error page). */
export const BROWSER_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  "accept-language": "th",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

/**
 * Runs a command to completion from the repository root; throws with its output on failure.
 * @param {string} command @param {string[]} args @param {{ quiet?: boolean }} [options]
 */
export function sh(command, args, { quiet = false } = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: quiet ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    const output = quiet ? `\n${result.stdout ?? ""}${result.stderr ?? ""}` : "";
    throw new Error(`${command} ${args.join(" ")} exited ${result.status ?? result.signal}${output}`);
  }
}

/**
 * Builds the portal under the team's build lock and copies the result to `outDir`, so a later build by someone
 * else cannot swap files under a running benchmark.
 * @param {string} outDir
 */
export function buildPortal(outDir) {
  const target = resolve(ROOT, outDir);
  const script = `npx react-router build >/dev/null && rm -rf '${target}' && cp -r build '${target}'`;
  sh("flock", ["/tmp/portal-build.lock", "sh", "-c", script]);
  return target;
}

/** Builds the floor app (bench/floor: its own config and build folder, so no lock is needed). */
export function buildFloor() {
  sh("npx", ["react-router", "build", relative(ROOT, FLOOR_DIR)], { quiet: true });
  return FLOOR_BUILD;
}

/**
 * Fresh local state: D1 migrations, then the seed (scripts/seed.ts when present). Returns whether the seed
 * still has to be loaded through the running Worker's D1 binding (`seedThroughBinding`).
 * @param {string} persistTo
 */
export function prepareState(persistTo) {
  const dir = resolve(ROOT, persistTo);
  rmSync(dir, { recursive: true, force: true });
  sh("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml", "--persist-to", dir], {
    quiet: true,
  });
  if (existsSync(join(ROOT, "scripts/seed.ts"))) {
    sh(process.execPath, ["scripts/seed.ts", "--persist-to", dir], { quiet: true });
    return { dir, seeded: true };
  }
  return { dir, seeded: false };
}

/** @param {Server} server */
export async function seedThroughBinding(server) {
  const { buildSeedSql } = await import("../seed/index.ts");
  await server.command({ type: "d1-batch", database: "DB", sql: buildSeedSql() });
}

/**
 * Migrations and seed through the running Worker's D1 binding: the same SQL as `wrangler d1 migrations apply`
 * and scripts/seed.ts (content, demo accounts and the listings they run), without starting wrangler twice (the
 * budget test keeps under 30 s this way).
 * @param {Server} server
 */
export async function migrateAndSeedThroughBinding(server) {
  const { readD1Migrations } = await import("@cloudflare/vitest-plugin");
  for (const migration of await readD1Migrations(join(ROOT, "migrations"))) {
    await server.command({ type: "d1-batch", database: "DB", sql: migration.queries });
  }
  await seedThroughBinding(server);
  const { buildDemoAccountsSql, buildDemoOwnershipSql } = await import("../seed/accounts.ts");
  await server.command({ type: "d1-batch", database: "DB", sql: await buildDemoAccountsSql("http://127.0.0.1") });
  // The demo company member's company pages open because it runs a listing (docs/decisions/058).
  await server.command({ type: "d1-batch", database: "DB", sql: buildDemoOwnershipSql("http://127.0.0.1") });
}

/** The demo company member (README, "Demo accounts") the member pages are measured as. */
export const DEMO_MEMBER = { identifier: "demo-venue", password: "demo-venue-2026" };

/**
 * Signs a member in through the sign-in form, as a browser would; returns the session cookie.
 * @param {string} base @param {{ identifier: string, password: string }} [account]
 */
export async function signIn(base, account = DEMO_MEMBER) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { ...BROWSER_HEADERS, "content-type": "application/x-www-form-urlencoded", origin: base, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(account),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const cookie = /__session=[^;]*/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  if (response.status !== 303 || !cookie) throw new Error(`signing ${account.identifier} in answered ${response.status}`);
  return cookie;
}

/**
 * One page of every type in both languages, for the budgets and Lighthouse: home, lists (one filtered), details,
 * search, an information page, the sign-in page, and the member pages signed in (`member: true`).
 * @param {string} base
 * @returns {Promise<Array<{ key: string, path: string, member?: boolean }>>}
 */
export async function everyPageType(base) {
  const first = async (/** @type {string} */ api) => idOf((await records(base, `${api}${api.includes("?") ? "&" : "?"}sort=id&pagination[pageSize]=1&fields[0]=slug`))[0]);
  const ids = {
    show: await first("/api/trade-shows?filters[scope][$eq]=thai"),
    intl: await first("/api/trade-shows?filters[scope][$eq]=international"),
    venue: await first("/api/venues"),
    plan: await planShowSlug(base),
  };
  const newsItem = (await records(base, "/api/news?sort=id&pagination[pageSize]=1&fields[0]=slug"))[0];
  /** @type {Array<{ key: string, path: string, member?: boolean }>} */
  const thai = [
    { key: "home", path: "/" },
    { key: "trade-show-list", path: "/thai-trade-show-lists?industry=food-beverage" },
    { key: "intl-list", path: "/international-trade-show-lists" },
    { key: "venue-list", path: "/venue-show-lists" },
    { key: "news-list", path: "/news-lists" },
    ...(ids.show ? [{ key: "trade-show-detail", path: `/thai-trade-show-details/${ids.show}` }] : []),
    ...(ids.plan ? [{ key: "plan-show", path: `/thai-trade-show-details/${ids.plan}` }] : []),
    ...(ids.intl ? [{ key: "intl-detail", path: `/international-trade-show-details/${ids.intl}` }] : []),
    ...(ids.venue ? [{ key: "venue-detail", path: `/venue-show-details/${ids.venue}` }] : []),
    ...(newsItem ? [{ key: "news-detail", path: `/news-details/${newsItem.slug}?c=${newsItem.id}` }] : []),
    { key: "booth-list", path: "/booth-reservation-lists" },
    { key: "search", path: "/search?q=expo" },
    { key: "about", path: "/aboutus" },
    { key: "login", path: "/login" },
    { key: "my-quotation", path: "/my-quotation", member: true },
    { key: "quotation-profile", path: "/quotation-profile", member: true },
    { key: "my-leads", path: "/my-leads-from", member: true },
    { key: "bookmark", path: "/bookmark", member: true },
    { key: "profile", path: "/profile", member: true },
  ];
  const both = [
    ...thai.map((page) => ({ ...page, key: `${page.key}-th` })),
    ...thai.map((page) => ({ ...page, key: `${page.key}-en`, path: page.path === "/" ? "/en" : `/en${page.path}` })),
  ];
  // A detail page answers 301 to its one canonical spelling (news: title slug plus id, per language).
  return Promise.all(
    both.map(async (page) => {
      if (page.member) return page;
      const response = await get(`${base}${page.path}`);
      await response.arrayBuffer();
      const location = response.status === 301 ? response.headers.get("location") : null;
      return location ? { ...page, path: new URL(location, base).pathname + new URL(location, base).search } : page;
    }),
  );
}

/**
 * @typedef {{ url: string, pid: number, workerdPid: number | undefined,
 *   command: (command: Record<string, unknown>) => Promise<void>, stop: () => Promise<void> }} Server
 */

/**
 * Serves a build in workerd from a child process in its own process group (bench/serve.mjs).
 * @param {string} buildDir @param {string} [persistTo]
 * @param {{ port?: number, bindings?: Record<string, string>, gcTrace?: string }} [options] `gcTrace`: a file
 *   for V8's --trace-gc lines (bench/gc-trace.mjs)
 * @returns {Promise<Server>}
 */
export async function startServer(buildDir, persistTo, { gcTrace, ...options } = {}) {
  const child = fork(join(ROOT, "bench/serve.mjs"), [buildDir, persistTo ?? "", JSON.stringify(options)], {
    cwd: ROOT,
    env: gcTrace ? { ...env, ...gcTraceEnv(ROOT, gcTrace) } : env,
    detached: true,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const pid = /** @type {number} */ (child.pid);
  let nextId = 1;
  /** @type {Map<number, { resolve: () => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  const ready = new Promise((resolveReady, rejectReady) => {
    const timer = setTimeout(() => rejectReady(new Error("the bench server did not start within 60 s")), 60_000);
    child.on("exit", (code) => rejectReady(new Error(`the bench server exited (${code})`)));
    child.on("message", (/** @type {any} */ message) => {
      if (message.type === "ready") {
        clearTimeout(timer);
        resolveReady(message);
        return;
      }
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) waiter?.resolve();
      else waiter?.reject(new Error(message.error));
    });
  });
  const stopGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Never leave a server behind, whatever ends the benchmark.
  process.once("exit", () => stopGroup("SIGKILL"));
  const started = /** @type {{ url: string, workerdPid: number | undefined }} */ (await ready.catch((error) => {
    stopGroup("SIGKILL");
    throw error;
  }));
  return {
    url: started.url,
    pid,
    workerdPid: started.workerdPid,
    command: (command) =>
      new Promise((resolveCommand, rejectCommand) => {
        const id = nextId++;
        pending.set(id, { resolve: resolveCommand, reject: rejectCommand });
        child.send({ ...command, id });
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
      child.send({ type: "stop", id: 0 });
      const timeout = new Promise((resolveTimeout) => setTimeout(resolveTimeout, 5_000, "timeout"));
      if ((await Promise.race([exited, timeout])) === "timeout") stopGroup("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2_000))]);
      stopGroup("SIGKILL");
    },
  };
}

/** Resident memory of a process in KiB (from /proc), or undefined when it is gone. @param {number | undefined} pid */
export function rssKiB(pid) {
  if (!pid) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} url @param {Record<string, string>} [headers] */
export async function get(url, headers = BROWSER_HEADERS) {
  return fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(15_000) });
}

/**
 * @param {string} base @param {string} path
 * @returns {Promise<Array<{ id: number, slug?: string }>>}
 */
async function records(base, path) {
  const response = await get(`${base}${path}`, { "user-agent": BROWSER_HEADERS["user-agent"] });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const body = /** @type {{ data: Array<{ id: number, attributes: { slug?: string } }> }} */ (await response.json());
  return body.data.map((record) => ({ id: record.id, slug: record.attributes.slug }));
}

/**
 * The first seeded show with a floor plan (halls and hundreds of numbered booths), by its slug.
 * @param {string} base
 */
async function planShowSlug(base) {
  const response = await get(`${base}/api/halls?sort=id&pagination[pageSize]=1&fields[0]=name&populate[trade_show][fields][0]=slug`, { "user-agent": BROWSER_HEADERS["user-agent"] });
  if (!response.ok) throw new Error(`/api/halls answered ${response.status}`);
  const body = /** @type {{ data: Array<{ attributes: { trade_show?: { data?: { attributes?: { slug?: string } } } } }> }} */ (await response.json());
  return body.data[0]?.attributes.trade_show?.data?.attributes?.slug;
}

/** @param {{ id: number, slug?: string } | undefined} record */
const idOf = (record) => (record ? (record.slug ?? String(record.id)) : undefined);

/**
 * @typedef {{ key: string, label: string, path: string, kind: "page" | "api" | "xml", unique?: boolean,
 *   bytes?: boolean, headers?: Record<string, string> }} BenchPage
 */

/**
 * The pages the benchmark measures, with detail ids taken from the seeded content, plus spare detail ids that
 * stay uncached until the fault test asks for them.
 * @param {string} base
 */
export async function discoverPages(base) {
  const shows = await records(base, "/api/trade-shows?filters[scope][$eq]=thai&sort=id&pagination[pageSize]=3&fields[0]=slug");
  const venues = await records(base, "/api/venues?sort=id&pagination[pageSize]=2&fields[0]=slug");
  const show = idOf(shows[0]);
  const venue = idOf(venues[0]);
  const plan = await planShowSlug(base);
  /** @type {BenchPage[]} */
  const pages = [
    { key: "home-th", label: "home (th)", path: "/", kind: "page", bytes: true },
    { key: "home-en", label: "home (en)", path: "/en", kind: "page", bytes: true },
    {
      key: "trade-show-list",
      label: "trade-show list, filtered",
      path: "/thai-trade-show-lists?industry=food-beverage",
      kind: "page",
      bytes: true,
    },
    ...(show
      ? [/** @type {BenchPage} */ ({ key: "trade-show-detail", label: "trade-show detail", path: `/thai-trade-show-details/${show}`, kind: "page", bytes: true })]
      : []),
    ...(plan
      ? [/** @type {BenchPage} */ ({ key: "plan-show", label: "show with a floor plan", path: `/thai-trade-show-details/${plan}`, kind: "page", bytes: true })]
      : []),
    ...(venue
      ? [/** @type {BenchPage} */ ({ key: "venue-detail", label: "venue detail", path: `/venue-show-details/${venue}`, kind: "page", bytes: true })]
      : []),
    { key: "news-list", label: "news list", path: "/news-lists", kind: "page", bytes: true },
    // As crawlers ask for it: gzipped (the Worker keeps the gzipped files; pages are compressed by the edge).
    { key: "sitemap", label: "/sitemap.xml (gzip)", path: "/sitemap.xml", kind: "xml", headers: { "accept-encoding": "gzip" } },
    { key: "api-hit", label: "api venues (HIT)", path: "/api/venues?filters[province][$eq]=Bangkok", kind: "api" },
    {
      key: "api-miss",
      label: "api venues (MISS)",
      path: "/api/venues?filters[province][$eq]=Bangkok",
      kind: "api",
      unique: true,
    },
  ];
  const spare = {
    th: idOf(shows[1]) ? `/thai-trade-show-details/${idOf(shows[1])}` : undefined,
    en: idOf(shows[2]) ? `/en/thai-trade-show-details/${idOf(shows[2])}` : undefined,
    venue: idOf(venues[1]) ? `/en/venue-show-details/${idOf(venues[1])}` : undefined,
  };
  return { pages, spare };
}

// ---------------------------------------------------------------------------------------------------------
// Bytes

/** @param {Buffer | string} data */
export const gzipBytes = (data) => gzipSync(data, { level: 9 }).length;
/** @param {Buffer | string} data */
export const brotliBytes = (data) =>
  brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** @param {string} tag @param {string} name */
function attr(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/** Whether the tag carries the attribute, with or without a value. @param {string} tag @param {string} name */
const hasAttr = (tag, name) => new RegExp(`\\s${name}(?=[\\s=/>])`, "i").test(tag);

/** A stylesheet link the browser fetches: a `disabled` one (its CSS inlined by workers/per-answer.ts) it does not. @param {string} tag */
const fetchedStylesheet = (tag) => attr(tag, "rel") === "stylesheet" && !hasAttr(tag, "disabled");

/** @param {string} html @param {string} name */
const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];

/** @param {string} text */
function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The characters a visitor sees before any script runs: the body's text, without scripts, styles and tags.
 * @param {string} html
 */
export function visibleText(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<template\b[\s\S]*?<\/template>/gi, " ")
    .replace(/<[^>]+>/g, " ");
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";
  return decodeEntities(`${title} ${text}`);
}

/** @param {string} range e.g. "U+0E01-0E5B, U+200C-200D" @returns {Array<[number, number]>} */
function parseUnicodeRange(range) {
  return range.split(",").map((part) => {
    const value = part.trim().replace(/^U\+/i, "");
    if (value.includes("?")) return [parseInt(value.replace(/\?/g, "0"), 16), parseInt(value.replace(/\?/g, "F"), 16)];
    const [from, to] = value.split("-");
    return [parseInt(from ?? "0", 16), parseInt(to ?? from ?? "0", 16)];
  });
}

/**
 * @typedef {{ family: string, url: string, ranges: Array<[number, number]> | undefined }} FontFace
 * @param {string} css @returns {FontFace[]}
 */
export function fontFaces(css) {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).flatMap((block) => {
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(block)?.[1];
    if (!url) return [];
    const family = /font-family\s*:\s*([^;]+)/.exec(block)?.[1]?.trim().replace(/["']/g, "") ?? "";
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(block)?.[1];
    return [{ family, url, ranges: range ? parseUnicodeRange(range) : undefined }];
  });
}

/**
 * @typedef {{ url: string, bytes: number, gzip: number }} Asset
 * @typedef {{ status: number, html: number, htmlGzip: number, htmlBrotli: number,
 *   js: { files: number, gzip: number, list: Asset[] }, css: { files: number, gzip: number },
 *   fonts: { files: number, bytes: number, list: string[] }, aboveFoldImages: { files: number, bytes: number },
 *   renderBlocking: string[], renderBlockingExternal: string[], thaiText: boolean,
 *   latinFonts: string[], unusedPreloads: string[] }} PageBytes
 */

/** A built module's static `import ... from "./x.js"`, `import "./x.js"` or `export ... from "./x.js"`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w*{}\s,$]*\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * Everything a page costs on first load, measured from its HTML and the files it names.
 * @param {string} base @param {string} path @param {string} [cookie] a member's session
 * @returns {Promise<PageBytes>}
 */
export async function measurePage(base, path, cookie) {
  const pageUrl = `${base}${path}`;
  const response = await get(pageUrl, cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS);
  const html = await response.text();
  const origin = new URL(base).origin;
  /** @type {Map<string, Buffer>} */
  const cache = new Map();
  const load = async (/** @type {string} */ url) => {
    const absolute = new URL(url, pageUrl).toString();
    const known = cache.get(absolute);
    if (known) return known;
    const asset = await fetch(absolute, { headers: { "user-agent": BROWSER_HEADERS["user-agent"] } });
    const data = Buffer.from(await asset.arrayBuffer());
    cache.set(absolute, data);
    return data;
  };
  const sized = async (/** @type {string} */ url) => {
    const data = await load(url);
    return { url, bytes: data.length, gzip: gzipBytes(data) };
  };

  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  const links = tags(html, "link");
  const scripts = tags(html, "script");
  /** @type {Set<string>} */
  const jsUrls = new Set(
    [
      ...links.filter((tag) => attr(tag, "rel") === "modulepreload").map((tag) => attr(tag, "href") ?? ""),
      ...scripts.filter((tag) => attr(tag, "type") === "module").map((tag) => attr(tag, "src") ?? ""),
      // The module code the page starts (inline, or carried as a string by the Worker's start script) imports
      // the route modules and, at once, the entry.
      ...[...html.matchAll(/import\s*(?:\(\s*|[\w*{}\s,]*from\s*)?\\?["'](\/[^"'\\]+\.js)\\?["']/g)].map((match) => match[1] ?? ""),
    ]
      .filter(Boolean)
      .map((url) => new URL(url, pageUrl).toString()),
  );
  // Everything those modules import statically loads before the page runs (dynamic imports load later).
  for (const url of jsUrls) {
    const code = (await load(url)).toString("utf8");
    for (const match of code.matchAll(STATIC_IMPORT)) jsUrls.add(new URL(match[1] ?? "", url).toString());
  }
  const cssUrls = [...new Set(links.filter(fetchedStylesheet).map((tag) => attr(tag, "href") ?? ""))].filter(Boolean);
  const js = await Promise.all([...jsUrls].map(sized));
  const css = await Promise.all(cssUrls.map(sized));

  // Fonts fetched before first paint: preloads, plus each @font-face whose unicode-range meets the page's text.
  const text = visibleText(html);
  const codePoints = new Set([...text].map((char) => char.codePointAt(0) ?? 0));
  const stylesheets = [
    ...(await Promise.all(cssUrls.map(async (url) => ({ url, css: (await load(url)).toString("utf8") })))),
    ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => ({ url: pageUrl, css: match[1] ?? "" })),
  ];
  const fontPreloads = links
    .filter((tag) => attr(tag, "rel") === "preload" && attr(tag, "as") === "font")
    .map((tag) => new URL(attr(tag, "href") ?? "", pageUrl).toString());
  /** The files of the faces whose range meets the page's text: the browser draws with them, so fetches them. */
  const drawn = new Set(
    stylesheets.flatMap((sheet) =>
      fontFaces(sheet.css)
        .filter((face) => (face.ranges ? face.ranges.some(([from, to]) => [...codePoints].some((cp) => cp >= from && cp <= to)) : codePoints.size > 0))
        .map((face) => new URL(face.url, new URL(sheet.url, pageUrl)).toString()),
    ),
  );
  const fonts = await Promise.all([...new Set([...fontPreloads, ...drawn])].map(sized));

  const eagerImages = tags(html, "img")
    .filter((tag) => attr(tag, "loading") === "eager" || attr(tag, "fetchpriority") === "high")
    .map((tag) => attr(tag, "src") ?? "")
    .concat(links.filter((tag) => attr(tag, "rel") === "preload" && attr(tag, "as") === "image").map((tag) => attr(tag, "href") ?? ""));
  const images = await Promise.all([...new Set(eagerImages.filter(Boolean))].map(sized));

  // Render-blocking: stylesheets for the screen and classic synchronous scripts in <head>, and CSS @imports.
  const renderBlocking = [
    ...tags(head, "link")
      .filter((tag) => fetchedStylesheet(tag) && !/^\s*print\s*$/i.test(attr(tag, "media") ?? ""))
      .map((tag) => attr(tag, "href") ?? ""),
    ...tags(head, "script")
      .filter((tag) => attr(tag, "src") && attr(tag, "type") !== "module" && !/\s(async|defer)\b/i.test(tag))
      .map((tag) => attr(tag, "src") ?? ""),
    ...[...head.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)].map((match) => match[1] ?? ""),
  ];
  const renderBlockingExternal = renderBlocking.filter((url) => new URL(url, pageUrl).origin !== origin);
  // Basic Latin letters are the system font's job: a webfont file whose range holds "A" is one too many.
  const latinFonts = [];
  /** @type {string[]} */
  const unusedPreloads = [];
  for (const sheet of stylesheets) {
    for (const face of fontFaces(sheet.css)) {
      if (!face.ranges || face.ranges.some(([from, to]) => from <= 0x41 && 0x41 <= to)) {
        latinFonts.push(new URL(face.url, new URL(sheet.url, pageUrl)).pathname);
      }
    }
  }
  for (const url of fontPreloads) if (!drawn.has(url)) unusedPreloads.push(new URL(url).pathname);

  const sum = (/** @type {Asset[]} */ list, /** @type {"bytes" | "gzip"} */ field) => list.reduce((n, asset) => n + asset[field], 0);
  return {
    status: response.status,
    html: Buffer.byteLength(html),
    htmlGzip: gzipBytes(html),
    htmlBrotli: brotliBytes(html),
    js: { files: js.length, gzip: sum(js, "gzip"), list: js.map(({ url, bytes, gzip }) => ({ url: new URL(url, base).pathname, bytes, gzip })) },
    css: { files: css.length, gzip: sum(css, "gzip") },
    fonts: { files: fonts.length, bytes: sum(fonts, "bytes"), list: fonts.map((font) => new URL(font.url).pathname) },
    aboveFoldImages: { files: images.length, bytes: sum(images, "bytes") },
    renderBlocking,
    renderBlockingExternal,
    latinFonts: [...new Set(latinFonts)],
    unusedPreloads,
    thaiText: [...codePoints].some((cp) => cp >= 0x0e00 && cp <= 0x0e7f),
  };
}

/**
 * The Worker as uploaded: every module of build/server (no source maps), each gzipped.
 * @param {string} buildDir
 */
export function workerBundle(buildDir) {
  const serverDir = join(buildDir, "server");
  const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((file) => /\.(m?js|wasm)$/.test(file));
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const data = readFileSync(join(serverDir, file));
    bytes += data.length;
    gzip += gzipBytes(data);
  }
  return { files: files.length, bytes, gzip };
}

/**
 * First-load JavaScript of every route from the client manifest (entry + the route chain + their imports),
 * gzipped; covers pages that no benchmark URL visits.
 * @param {string} buildDir
 * @returns {Array<{ route: string, gzip: number }>}
 */
export function firstLoadByRoute(buildDir) {
  const assets = join(buildDir, "client/assets");
  const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`);
  const source = readFileSync(join(assets, manifestFile), "utf8");
  /** @type {{ entry: { module: string, imports: string[] }, routes: Record<string, { id: string, parentId?: string, module: string, imports?: string[], index?: boolean, path?: string }> }} */
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  /** @type {Map<string, number>} */
  const sizes = new Map();
  const gzipOf = (/** @type {string} */ url) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipBytes(readFileSync(join(buildDir, "client", url)));
      sizes.set(url, size);
    }
    return size;
  };
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId).filter(Boolean));
  return Object.values(manifest.routes)
    .filter((route) => !parents.has(route.id))
    .map((route) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (let current = /** @type {typeof route | undefined} */ (route); current; current = current.parentId ? manifest.routes[current.parentId] : undefined) {
        files.add(current.module);
        for (const file of current.imports ?? []) files.add(file);
      }
      return { route: route.id, gzip: [...files].reduce((sum, file) => sum + gzipOf(file), 0) };
    });
}

/**
 * The ports the benchmark servers bind: `PORT` (else `E2E_PORT`) for the portal and `PORT + 1` for a second server (the floor),
 * so a shared machine's engineers each stay on their own ports; without `PORT`, any free port.
 * @param {0 | 1} [offset]
 */
export async function benchPort(offset = 0) {
  const base = Number(process.env.PORT ?? process.env.E2E_PORT ?? 0);
  return base > 0 ? base + offset : freePort();
}

/** A free loopback port (for servers whose own URL must be known before they start). */
async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
