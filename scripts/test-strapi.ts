/**
 * Parity test against a real Strapi 4 (npm run test:strapi; several minutes, not part of npm test):
 * installs a pinned Strapi 4.26 into a temporary folder, loads the exported content types, grants the roles as
 * docs/content-model.md says, pushes the seed, starts the portal twice (embedded service, and CONTENT_API_URL
 * pointing at that Strapi) and compares pages and API queries: status, visible text of <main>, ids in order.
 * Prints a table and exits 1 on any difference.
 *
 * Strapi 4 supports Node 18/20, not the project's Node 24: it runs on STRAPI_NODE (default: the first `node` on
 * the system PATH that is version 18 or 20). STRAPI_PARITY_DIR reuses an installed folder between runs.
 * Ports: PARITY_PORT (Strapi, default 8895), +1 the embedded portal, +2 the portal on Strapi, +3 and +4 their
 * inspectors.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import qs from "qs";
import { newsMenuFilter } from "../app/content/news-menu-filter.ts";
import { collections } from "../app/model/model.ts";
import { slugify } from "../app/lib/slug.ts";
import { demoAccounts } from "../seed/accounts.ts";
import { seedData, sqlLiteral } from "../seed/index.ts";
import { ATTACHMENT_CASES, BOOTH_CASES, BOOTH_RELEASE_CASES, LEAD_CASES, SENT_ROW_CASES } from "../app/domain/request-rules.cases.ts";
import { attachmentAnswer, boothAnswer, boothReleaseAnswer, leadAnswer, sentRowAnswer, type BoothTarget, type Call, type RuleCallers } from "../test/rules/request-rules-http.ts";
import { ensureDevVars, localVarFlags, readDevVars, TEST_SETTINGS } from "./dev-vars.mjs";
import { executeSql } from "./d1-execute.ts";
import { hashPassword } from "../app/lib/password-hash.ts";
import { fromBase32, totpAt } from "../app/lib/totp.ts";
import { exportStrapi, strapiNames } from "./export-strapi.ts";
import type { Locale } from "../app/domain/locales.ts";

const STRAPI_VERSION = "4.26.2";
const BETTER_SQLITE3 = "8.6.0";
const SHARP = "0.33.5";
const ROOT = resolve(import.meta.dirname, "..");
const strapiPort = Number(process.env.PARITY_PORT ?? 8895);
const embeddedPort = strapiPort + 1;
const remotePort = strapiPort + 2;
const SITE_URL = "http://127.0.0.1:8787";

const children: ChildProcess[] = [];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" };

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  stopAll();
  process.exit(2);
}

function run(command: string, args: string[], options: Parameters<typeof spawnSync>[2] = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env, ...options });
  if (result.status !== 0) fail(`${command} ${args.join(" ")} (exit ${result.status ?? result.signal})`);
}

function start(command: string, args: string[], options: Parameters<typeof spawn>[2] = {}, log?: string) {
  const child = spawn(command, args, { stdio: log ? ["ignore", "pipe", "pipe"] : "inherit", env, detached: true, ...options });
  if (log) {
    child.stdout?.on("data", (chunk) => writeFileSync(log, chunk, { flag: "a" }));
    child.stderr?.on("data", (chunk) => writeFileSync(log, chunk, { flag: "a" }));
  }
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    child.removeAllListeners("exit");
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

async function waitFor(url: string, timeoutMs: number, headers: Record<string, string> = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual", headers });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  fail(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Strapi 4.26 declares node >=18 <=20.x: the system Node, unless STRAPI_NODE names another. */
function strapiNode(): string {
  const candidates = [process.env.STRAPI_NODE, "/usr/bin/node", "/usr/local/bin/node"].filter((c): c is string => Boolean(c));
  for (const node of candidates) {
    const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "";
    if (/^v(18|20)\./.test(version)) return node;
  }
  return fail(`Strapi ${STRAPI_VERSION} needs Node 18 or 20; none found (set STRAPI_NODE to one)`);
}

/** What docs/content-model.md says to grant: Public reads content and creates public forms; members their rows. */
export function roleGrants() {
  const action = (plural: string, verb: string) => {
    const c = collections.find((x) => x.plural === plural)!;
    const { singular } = strapiNames(c);
    return `api::${singular}.${singular}.${verb}`;
  };
  const publicActions: string[] = [];
  const authenticated: string[] = [];
  for (const c of collections) {
    if (c.access === "content") publicActions.push(...(c.kind === "singleType" ? ["find"] : ["find", "findOne"]).map((v) => action(c.plural, v)));
    if (c.access === "public-form") publicActions.push(action(c.plural, "create"));
    if (c.access === "member") authenticated.push(...["find", "findOne", "create", "update", "delete"].map((v) => action(c.plural, v)));
  }
  // Members upload and keep their own files; the upload extension keeps each to theirs.
  const uploads = ["upload", "find", "findOne", "destroy"].map((verb) => `plugin::upload.content-api.${verb}`);
  return { public: publicActions, authenticated: [...publicActions, ...authenticated, ...uploads] };
}

function writeStrapiProject(dir: string) {
  const file = (path: string, text: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  file(
    "package.json",
    `${JSON.stringify(
      {
        name: "portal-parity-strapi",
        private: true,
        version: "0.0.0",
        dependencies: { "@strapi/strapi": STRAPI_VERSION, "@strapi/plugin-users-permissions": STRAPI_VERSION, "better-sqlite3": BETTER_SQLITE3 },
        // Strapi's sharp 0.32 downloads libvips from outside the registry at install; 0.33 takes it from packages.
        overrides: { sharp: SHARP },
      },
      null,
      2,
    )}\n`,
  );
  file("config/server.js", `module.exports = ({ env }) => ({ host: '127.0.0.1', port: env.int('PORT', ${strapiPort}), app: { keys: ['parity-a', 'parity-b'] } });\n`);
  file(
    "config/admin.js",
    "module.exports = () => ({ auth: { secret: 'parity-admin' }, apiToken: { salt: 'parity-salt' }, transfer: { token: { salt: 'parity-transfer' } }, serveAdminPanel: false });\n",
  );
  file(
    "config/database.js",
    "const path = require('path');\nmodule.exports = () => ({ connection: { client: 'sqlite', connection: { filename: path.join(__dirname, '..', '.tmp', 'data.db') }, useNullAsDefault: true } });\n",
  );
  file("config/api.js", "module.exports = { rest: { defaultLimit: 25, maxLimit: 100, withCount: true } };\n");
  // The portal's registration fields, as docs/content-model.md ("Registration fields") asks of a real Strapi, and
  // its auth rate limit raised: every sign-in reaches Strapi from the portal's address, which the portal limits
  // per person itself (README, "Point it at a real Strapi v4").
  file(
    "config/plugins.js",
    "module.exports = () => ({ 'users-permissions': { config: { jwtSecret: 'parity-jwt', ratelimit: { interval: 60000, max: 1000 }, register: { allowedFields: ['first_name', 'last_name', 'phone', 'company_name', 'company_type', 'locale', 'terms_accepted'] } } } });\n",
  );
  file(
    "config/middlewares.js",
    "module.exports = ['strapi::logger', 'strapi::errors', 'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', 'strapi::favicon', 'strapi::public'];\n",
  );
  file("grants.json", `${JSON.stringify(roleGrants(), null, 2)}\n`);
  // Grants the roles and makes a full-access API token, as an admin would in the panel.
  file(
    "src/index.js",
    `'use strict';
const fs = require('fs');
const path = require('path');

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    // terms_accepted: true becomes the time of acceptance, as the embedded service stores it.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::users-permissions.user'],
      beforeCreate(event) {
        const data = event.params.data;
        if (data.terms_accepted === true) data.terms_accepted_at = new Date().toISOString();
        delete data.terms_accepted;
      },
    });
    // Any mail Strapi sends goes to a file, in place of sendmail: the test checks it sends none to members (the
    // export's users-permissions extension; the portal mails them, docs/decisions/069).
    const mailFile = path.join(__dirname, '..', '.tmp', 'mails.jsonl');
    strapi.plugin('email').provider = { send: async (mail) => fs.appendFileSync(mailFile, JSON.stringify(mail) + '\\n') };
    // Email confirmation on, as the README asks of a real Strapi; no redirect set: the portal's links need none.
    const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await store.get({ key: 'advanced' })) || {};
    await store.set({ key: 'advanced', value: { ...advanced, email_confirmation: true } });
    const grants = require('../grants.json');
    for (const [type, actions] of Object.entries(grants)) {
      const role = await strapi.query('plugin::users-permissions.role').findOne({ where: { type } });
      for (const action of actions) {
        const found = await strapi.query('plugin::users-permissions.permission').findOne({ where: { action, role: role.id } });
        if (!found) await strapi.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
      }
    }
    const tokenFile = path.join(__dirname, '..', '.tmp', 'api-token');
    if (!fs.existsSync(tokenFile)) {
      const token = await strapi.service('admin::api-token').create({ name: 'parity', description: '', type: 'full-access', lifespan: null });
      fs.writeFileSync(tokenFile, token.accessKey);
    }
    await require('./portal-webhook')({ strapi });
  },
};
`,
  );
}

type Probe = { status: number; text: string; ids: string };

function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? "";
  return main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

async function page(port: number, path: string): Promise<Probe> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    redirect: "manual",
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" },
  });
  const html = await response.text();
  return { status: response.status, text: mainText(html), ids: response.headers.get("location") ?? "" };
}

async function api(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Probe> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  const body = (await response.json().catch(() => ({}))) as { data?: { id: number }[] | { id: number }; meta?: { pagination?: { total?: number; pageCount?: number } } };
  const data = body.data;
  const ids = Array.isArray(data) ? data.map((d) => d.id).join(",") : data ? String(data.id) : "";
  const p = body.meta?.pagination;
  return { status: response.status, text: p ? `total ${p.total} pages ${p.pageCount}` : "", ids };
}

/** The fixed list: home, every list in both languages with filters and sorts, details of each kind. */
function pagePaths(): string[] {
  const first = (plural: string, n = 0) => (seedData[plural] ?? [])[n] ?? fail(`no seeded ${plural}`);
  const slug = (plural: string, n = 0) => encodeURIComponent(String(first(plural, n).slug));
  const news = first("news");
  const newsPath = `/news-details/${encodeURIComponent(slugify(String(news.title)))}?c=${news.id}`;
  const shows = seedData["trade-shows"] ?? [];
  const thaiShow = shows.find((s) => s.scope === "thai")!;
  const intlShow = shows.find((s) => s.scope === "international")!;
  const topic = first("article-topics");
  const menus = (seedData["news-lists"] ?? []).map((m) => m.slug);
  const lists = [
    "/",
    "/news-lists",
    "/news-lists?page=2",
    "/news-lists?sort=oldest",
    ...menus.map((m) => `/news-lists?menu=${m}`),
    "/article-lists",
    "/article-lists?sort=title",
    `/article-lists?topic=${topic.slug}`,
    "/jobs-lists",
    "/jobs-lists?sort=salary",
    "/photo-gallery-lists",
    "/thai-event-lists",
    "/thai-event-lists?sort=newest",
    "/thai-trade-show-lists",
    "/thai-trade-show-lists?sort=newest",
    "/thai-trade-show-lists?sort=name",
    "/international-trade-show-lists",
    "/international-trade-show-lists?sort=newest",
    "/venue-show-lists",
    "/venue-show-lists?sort=newest",
    "/organizer-show-lists",
    "/contractor-show-lists",
    "/contractor-show-lists?sort=newest",
    "/booth-reservation-lists",
    "/package",
  ];
  const details = [
    newsPath,
    `/article-topic/${encodeURIComponent(String(topic.slug))}`,
    `/Job-details/${slug("jobs")}`,
    `/photo-gallery-details/${slug("photo-galleries")}`,
    `/thai-event-details/${slug("thai-events")}`,
    `/thai-trade-show-details/${encodeURIComponent(String(thaiShow.slug))}`,
    `/international-trade-show-details/${encodeURIComponent(String(intlShow.slug))}`,
    `/venue-show-details/${slug("venues")}`,
    `/organizer-show-details/${slug("organizers")}`,
    `/contractor-show-details/${slug("contractors")}`,
    tradeShowPath({ scope: String(planShow().scope), slug: String(planShow().slug) }),
    `${tradeShowPath({ scope: String(planShow().scope), slug: String(planShow().slug) })}?exhibitor=${encodeURIComponent(plannedExhibitor().split(" ")[0]!)}`,
    `/booth-reservation-details?show=${encodeURIComponent(String(planShow().slug))}`,
  ];
  return [...lists, ...details].flatMap((p) => [p, `/en${p === "/" ? "" : p}`]);
}

/** A show's page, as the portal's page table names it (this Node script cannot load app/lib/paths.ts). */
const tradeShowPath = (show: { scope: string; slug: string }) =>
  `/${show.scope === "international" ? "international" : "thai"}-trade-show-details/${encodeURIComponent(show.slug)}`;

/** The seeded shows with a floor plan, where booking is by number only (docs/decisions/066). */
const PLANNED_SHOWS = new Set((seedData.halls ?? []).map((hall) => Number(hall.trade_show)));
const planShow = () => (seedData["trade-shows"] ?? []).find((show) => PLANNED_SHOWS.has(Number(show.id))) ?? fail("no seeded show with a floor plan");
/** A booked booth's exhibitor on the plan show, as a visitor searches for it. */
const plannedExhibitor = () =>
  String((seedData.booths ?? []).find((booth) => Number(booth.trade_show) === Number(planShow().id) && booth.exhibitor_en)?.exhibitor_en ?? fail("no seeded exhibitor"));

/** API queries the portal sends: the home news pop-up pages, news by each menu, related-news shape, sorts. */
function apiPaths(): string[] {
  const q = (o: object) => `?${qs.stringify(o, { encodeValuesOnly: true })}`;
  const menus = (seedData["news-lists"] ?? []).map((m) => Number(m.menu_id));
  const popup = (page: number) =>
    `/api/news${q({ filters: newsMenuFilter([1, 2]), sort: ["publishedAt:desc"], fields: ["title"], pagination: { page, pageSize: 15 } })}`;
  return [
    popup(1),
    popup(2),
    popup(3),
    ...menus.map((m) => `/api/news${q({ filters: newsMenuFilter([m]), sort: ["publishedAt:desc", "id:desc"], fields: ["title"], pagination: { pageSize: 15 } })}`),
    `/api/news${q({ filters: { $and: [{ id: { $ne: 1 } }, newsMenuFilter([1, 3])] }, sort: ["publishedAt:desc", "id:desc"], pagination: { page: 1, pageSize: 3 } })}`,
    `/api/news${q({ filters: { connect_menu: { menu: { $contains: 1 } } }, fields: ["title"], pagination: { pageSize: 100 } })}`,
    `/api/articles${q({ sort: ["publishedAt:desc", "id:desc"], fields: ["title"] })}`,
    `/api/jobs${q({ sort: ["publishedAt:desc", "id:desc"], fields: ["title"] })}`,
    `/api/trade-shows${q({ sort: ["start_date:asc", "id:asc"], fields: ["name"], pagination: { pageSize: 100 } })}`,
    `/api/venues${q({ filters: { province: { $eq: "Bangkok" } }, fields: ["name"] })}`,
    `/api/halls${q({ filters: { trade_show: { id: { $eq: planShow().id } } }, sort: ["sort_order:asc", "id:asc"], fields: ["name", "name_en", "width_m", "depth_m", "background"] })}`,
    `/api/booths${q({ filters: { trade_show: { id: { $eq: planShow().id } }, state: { $eq: "booked" } }, sort: ["number:asc"], fields: ["number", "x", "y", "width", "depth", "state", "exhibitor_en"], populate: { booth_type: { fields: ["name_en"] }, hall: { fields: ["name_en"] } }, pagination: { pageSize: 100 } })}`,
    `/api/booths${q({ filters: { trade_show: { id: { $eq: planShow().id } } }, sort: ["number:asc"], populate: "*", pagination: { page: 2, pageSize: 50 } })}`,
  ];
}

/** What a visitor asks of a portal that only the API token may have: drafts, and the private owners relation. */
const PRIVILEGED_READS = [
  `/api/venues?publicationState=preview&fields[0]=name&sort[0]=id:asc&pagination[pageSize]=100`,
  `/api/venues/__DRAFT__?publicationState=preview&fields[0]=name`,
  `/api/venues?populate[owners][fields][0]=email&fields[0]=name`,
  `/api/venues?populate=owners&fields[0]=name`,
  `/api/venues?filters[owners][id][$null]=false&fields[0]=name`,
  `/api/organizers?sort=owners.id&fields[0]=name`,
];

/**
 * A draft venue made with the backend's token, then the privileged reads asked of the portal anonymously: the
 * answer (status, ids) and whether the draft showed. `write` is the backend the draft is made on.
 */
async function privilegedReads(portal: string, write: string, token: Record<string, string>): Promise<[string, Probe][]> {
  const draft = await fetch(`${write}/api/venues`, {
    method: "POST",
    headers: { ...token, "content-type": "application/json" },
    body: JSON.stringify({ data: { name: "Parity draft venue", slug: `parity-draft-${Date.now()}`, publishedAt: null } }),
  });
  const id = ((await draft.json()) as { data?: { id: number } }).data?.id;
  if (!id) fail(`no draft venue on ${write}: ${draft.status}`);
  const probes: [string, Probe][] = [];
  for (const path of PRIVILEGED_READS) {
    // Asked twice: the second answer is the one a cache would give the next visitor.
    for (const turn of ["", " (again)"]) {
      const probe = await api(portal, path.replace("__DRAFT__", String(id)));
      const ids = probe.ids.split(",").map((each) => (each === String(id) ? "DRAFT" : each));
      probes.push([`${path.replace("__DRAFT__", "<draft>")}${turn}`, { ...probe, ids: ids.join(","), text: `${probe.text} draft shown: ${ids.includes("DRAFT")}` }]);
    }
  }
  return probes;
}

type Row = { kind: string; what: string; embedded: string; strapi: string; same: boolean };

async function compare(rows: Row[], kind: string, what: string, a: Probe, b: Probe) {
  const same = a.status === b.status && a.text === b.text && a.ids === b.ids;
  const show = (p: Probe) => `${p.status}${p.ids ? ` [${p.ids.length > 40 ? `${p.ids.slice(0, 37)}...` : p.ids}]` : ""}`;
  rows.push({ kind, what, embedded: show(a), strapi: show(b), same });
  if (!same && a.text !== b.text) {
    const at = [...a.text].findIndex((ch, i) => ch !== b.text[i]);
    console.log(`  ${what}: text differs at ${at}:\n    embedded …${a.text.slice(Math.max(0, at - 40), at + 80)}\n    strapi   …${b.text.slice(Math.max(0, at - 40), at + 80)}`);
  }
}

type Member = { headers: Record<string, string>; id: number; email: string };
/** The click on the e-mail link, where the backend asks for one. */
type Confirm = (email: string) => void | Promise<void>;

/** Registers (and where the backend asks for it, confirms) a member: their bearer headers and id. */
async function registerMember(baseUrl: string, who: string, confirm: Confirm, companyType = "exhibitor"): Promise<Member> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${who}${stamp}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-captcha-token": "parity" },
    body: JSON.stringify({
      username: `${who}${stamp}`,
      email,
      password: "Parity-Passw0rd!",
      first_name: "Parity",
      last_name: who.toUpperCase(),
      company_type: companyType,
      terms_accepted: true,
    }),
  });
  let body = (await response.json()) as { jwt?: string; user?: { id: number }; error?: unknown };
  if (!body.jwt && response.ok) {
    await confirm(email);
    const login = await fetch(`${baseUrl}/api/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-captcha-token": "parity" },
      body: JSON.stringify({ identifier: email, password: "Parity-Passw0rd!" }),
    });
    body = (await login.json()) as { jwt?: string; user?: { id: number }; error?: unknown };
  }
  if (!body.jwt || !body.user) fail(`register on ${baseUrl}: ${response.status} ${JSON.stringify(body)}`);
  return { headers: { authorization: `Bearer ${body.jwt}`, "content-type": "application/json" }, id: body.user!.id, email };
}

/** Member A must not read member B's rows, on either backend. */
async function memberScope(baseUrl: string, confirm: Confirm): Promise<Probe> {
  const register = async (who: string) => (await registerMember(baseUrl, who, confirm)).headers;
  const a = await register("a");
  const b = await register("b");
  const created = await fetch(`${baseUrl}/api/bookmarks`, {
    method: "POST",
    headers: a,
    body: JSON.stringify({ data: { collection: "news", item_id: 1, title: "A's bookmark", path: "/news-lists" } }),
  });
  const row = (await created.json()) as { data?: { id: number } };
  const id = row.data?.id;
  const mine = await api(baseUrl, "/api/bookmarks", a);
  const theirs = await api(baseUrl, "/api/bookmarks", b);
  const one = await fetch(`${baseUrl}/api/bookmarks/${id}`, { headers: b });
  const seesOwn = mine.ids.split(",").includes(String(id));
  const seesOther = theirs.ids.split(",").includes(String(id));
  return { status: created.ok ? 200 : created.status, text: `A sees own: ${seesOwn}; B lists A's: ${seesOther}; B reads A's: ${one.status}`, ids: "" };
}

/**
 * A request to a venue reaches the venue's owners and nobody else, and moves only as docs/decisions/024 says:
 * the site team names the owner with the API token, as an admin would.
 */
async function receivedScope(baseUrl: string, token: Record<string, string>, confirm: Confirm): Promise<Probe> {
  const [sender, owner, stranger] = [await registerMember(baseUrl, "s", confirm), await registerMember(baseUrl, "o", confirm), await registerMember(baseUrl, "x", confirm)];
  const json = { ...token, "content-type": "application/json" };
  await fetch(`${baseUrl}/api/venues/1`, { method: "PUT", headers: json, body: JSON.stringify({ data: { owners: [owner.id] } }) });
  const request = { venue: 1, event_name: "Parity fair", start_date: "2027-05-01", end_date: "2027-05-02", contact_name: "Parity", email: "parity@example.com", phone: "0812345678" };
  const created = (await (await fetch(`${baseUrl}/api/quotation-venues`, { method: "POST", headers: sender.headers, body: JSON.stringify({ data: request }) })).json()) as { data?: { id: number } };
  const path = `${baseUrl}/api/quotation-venues/${created.data?.id}`;
  const put = async (who: Member, data: Record<string, unknown>) => (await fetch(path, { method: "PUT", headers: who.headers, body: JSON.stringify({ data }) })).status;
  const steps = [
    `owner reads: ${(await fetch(path, { headers: owner.headers })).status}`,
    `stranger reads: ${(await fetch(path, { headers: stranger.headers })).status}`,
    `sender closes: ${await put(sender, { quotation_status: "closed" })}`,
    `owner answers: ${await put(owner, { quotation_status: "answered", answer: "Available" })}`,
    `sender withdraws after: ${await put(sender, { quotation_status: "withdrawn" })}`,
  ];
  return { status: created.data ? 200 : 400, text: steps.join("; "), ids: "" };
}

/**
 * The cases of app/domain/request-rules.cases.ts over one backend: each case's name, what it expects and what it
 * answered.
 */
async function ruleAnswers(baseUrl: string, token: Record<string, string>, confirm: Confirm): Promise<[string, unknown, unknown][]> {
  const [sender, owner] = [await registerMember(baseUrl, "rs", confirm), await registerMember(baseUrl, "ro", confirm)];
  const callers: RuleCallers = { token, sender: sender.headers, owner: owner.headers };
  const call: Call = async (path, init) => {
    const response = await fetch(`${baseUrl}${path}`, init);
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, any> };
  };
  // Each case sends a new request. A member may send 20 an hour and 5 a day to one listing
  // (app/domain/request-limits.ts), so the cases take turns between two senders and six venues the owner runs.
  const senders = [sender, await registerMember(baseUrl, "rs", confirm)];
  const venues = [1, 2, 3, 4, 5, 6];
  for (const venue of venues) {
    await call(`/api/venues/${venue}`, { method: "PUT", headers: { ...token, "content-type": "application/json" }, body: JSON.stringify({ data: { owners: [owner.id] } }) });
  }
  const answers: [string, unknown, unknown][] = [];
  for (const [i, rule] of SENT_ROW_CASES.entries()) {
    const turn = { ...callers, sender: senders[i % senders.length]!.headers };
    answers.push([rule.name, rule.expected, await sentRowAnswer(call, turn, venues[i % venues.length]!, rule)]);
  }
  // The attached file goes with a request to the venue with the fewest requests so far.
  const quietest = venues[SENT_ROW_CASES.length % venues.length]!;
  for (const rule of ATTACHMENT_CASES) answers.push([rule.name, rule.expected, await attachmentAnswer(call, callers, quietest, rule)]);
  const today = new Date().toISOString().slice(0, 10);
  const open = qs.stringify({ filters: { trade_show: { reservation_open: { $eq: true }, end_date: { $gte: today } } }, populate: { trade_show: { fields: ["id"], populate: { organizer: { fields: ["id"] } } } }, sort: ["id:asc"] }, { encodeValuesOnly: true });
  const found = await call(`/api/booth-types?${open}`, { headers: token });
  const type = found.body.data?.find((t: { attributes: { trade_show: { data: { id: number } } } }) => !PLANNED_SHOWS.has(t.attributes.trade_show.data.id));
  if (!type) fail(`${baseUrl} has no booth type of a show taking reservations`);
  const target: BoothTarget = { id: type.id, trade_show: type.attributes.trade_show.data.id };
  for (const rule of BOOTH_CASES) answers.push([rule.name, rule.expected, await boothAnswer(call, callers, target, rule)]);
  for (const rule of BOOTH_RELEASE_CASES) answers.push([rule.name, rule.expected, await boothReleaseAnswer(call, callers, target, rule)]);
  // The owner runs the show's organizer too, and follows up the lead each booking makes.
  const organizer = type.attributes.trade_show.data.attributes?.organizer?.data?.id;
  if (!organizer) fail(`${baseUrl}: the booth show ${target.trade_show} has no organizer`);
  await call(`/api/organizers/${organizer}`, { method: "PUT", headers: { ...token, "content-type": "application/json" }, body: JSON.stringify({ data: { owners: [owner.id] } }) });
  for (const rule of LEAD_CASES) answers.push([rule.name, rule.expected, await leadAnswer(call, callers, target, rule)]);
  return answers;
}

/** One portal as the member flow uses it: its address, where token writes go, the token, and how mail is read. */
interface Portal {
  url: string;
  /** Where the site team's writes go: the portal itself (embedded) or Strapi directly, as an admin would. */
  backend: string;
  token: Record<string, string>;
  confirm: Confirm;
}

type Mail = { kind: string; to: string; subject: string; links: string[] };

const decoded = (html: string) =>
  html.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The portal's latest mails as its /dev/mailbox lists them (a local build's outbox, which the mail queue fills). */
async function mailbox(portal: string): Promise<Mail[]> {
  const html = await (await fetch(`${portal}/dev/mailbox`)).text();
  return [...html.matchAll(/<article class="mailbox-item"(?: data-kind="([^"]*)")?>([\s\S]*?)<\/article>/g)].map(([, kind, body = ""]) => ({
    kind: kind ?? "",
    subject: decoded(/<h2>([\s\S]*?)<\/h2>/.exec(body)?.[1] ?? ""),
    to: /[\w.+-]+@[\w.-]+/.exec(/<p>([\s\S]*?)<\/p>/.exec(body)?.[1] ?? "")?.[0] ?? "",
    links: [...body.matchAll(/href="([^"]+)"/g)].map((m) => decoded(m[1]!)),
  }));
}

/** The click on the confirmation link the embedded service mailed (it reaches /dev/mailbox through the queue). */
async function confirmFromMailbox(portal: string, email: string): Promise<void> {
  for (let look = 0; look < 40; look++) {
    const link = (await mailbox(portal)).find((m) => m.to === email)?.links.find((l) => l.includes("confirmation="));
    const code = link && new URL(link, portal).searchParams.get("confirmation");
    if (code) {
      const confirmed = await fetch(`${portal}/api/auth/email-confirmation?confirmation=${encodeURIComponent(code)}`, { redirect: "manual" });
      if (confirmed.status !== 302) fail(`confirming ${email} on ${portal}: ${confirmed.status}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`no confirmation mail for ${email} on ${portal}`);
}

/** The mails Strapi itself sent (src/index.js writes them to .tmp/mails.jsonl in place of sendmail). */
function strapiMails(dir: string): { to: string; subject?: string }[] {
  const file = join(dir, ".tmp/mails.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as { to: string; subject?: string });
}

/** A member registered on Strapi itself confirmed as the site team would: `confirmed` set with the API token. */
async function confirmWithToken(strapiUrl: string, token: Record<string, string>, email: string): Promise<void> {
  const found = await fetch(`${strapiUrl}/api/users?${qs.stringify({ filters: { email: { $eqi: email } }, fields: ["email"] }, { encodeValuesOnly: true })}`, { headers: token });
  const id = ((await found.json()) as { id: number }[])[0]?.id;
  const confirmed = id && (await fetch(`${strapiUrl}/api/users/${id}`, { method: "PUT", headers: { ...token, "content-type": "application/json" }, body: JSON.stringify({ confirmed: true }) }));
  if (!confirmed || !confirmed.ok) fail(`confirming ${email} on Strapi with the token: ${confirmed ? confirmed.status : "no such user"}`);
}

/** Page text with what differs by nature between two databases made equal: references, emails, dates and times. */
function normalised(text: string): string {
  return text
    .replace(/\b(QV|QO|QC|BR)-\d+/g, "$1-#")
    .replace(/\b(CF|CL)-[0-9A-F]{8}\b/g, "$1-#")
    .replace(/[\w.+-]+@example\.com/g, "<email>")
    .replace(/\b([a-z]+)\d{13,}\b/g, "$1<stamp>")
    .replace(/\b\d{1,2}:\d{2}(:\d{2})?\b/g, "<time>")
    .replace(/\b\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?\b/g, "<date>");
}

/** A signed-in page: the session cookie of a sign-in through the portal's own /login form. */
async function signIn(portal: string, email: string, locale: Locale): Promise<string> {
  const response = await fetch(`${portal}${locale === "en" ? "/en" : ""}/login`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ identifier: email, password: "Parity-Passw0rd!", remember: "", redirectTo: "", save: "" }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("__session="));
  if (response.status !== 303 || !cookie) fail(`sign-in on ${portal} answered ${response.status}`);
  return cookie!;
}

async function memberPage(portal: string, cookie: string, path: string): Promise<Probe> {
  const response = await fetch(`${portal}${path}`, { redirect: "manual", headers: { cookie, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" } });
  return { status: response.status, text: normalised(mainText(await response.text())), ids: response.headers.get("location") ?? "" };
}

/** A form post the page took: its 303 and where it sends the member (a row's 200); anything else as it came. */
const sentForm = (response: Response): Probe => ({ status: response.status === 303 ? 200 : response.status, text: `${response.status} ${response.headers.get("location") ?? ""}`, ids: "" });

const mailKey = (m: Mail) => `${m.kind}\n${m.to}\n${m.subject}`;

/** Waits for the mail queue to settle (no new mail for two looks), then the mails not in `before`, by role. */
async function mailsSince(portal: Portal, before: Mail[], roles: Map<string, string>): Promise<Probe> {
  let fresh: Mail[] = [];
  for (let look = 0, still = 0, last = -1; look < 20 && still < 2; look++) {
    await new Promise((r) => setTimeout(r, 1500));
    const left = before.map(mailKey);
    fresh = (await mailbox(portal.url)).filter((m) => {
      const at = left.indexOf(mailKey(m));
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    });
    still = fresh.length === last ? still + 1 : 0;
    last = fresh.length;
  }
  const lines = fresh.map((m) => `${m.kind} to ${roles.get(m.to) ?? "someone else"}: ${normalised(m.subject)}`).sort();
  return { status: 200, text: lines.join(" | "), ids: String(fresh.length) };
}

/**
 * The member half on one portal, as members use it: a requester and a listing owner register (and confirm),
 * sign in on the pages, send a request through the portal, the owner answers it, the requester books booths,
 * keeps a bookmark. Each step's pages (both languages, signed in) and the mails it produced, by role.
 */
async function memberJourney(portal: Portal): Promise<[string, Probe][]> {
  const requester = await registerMember(portal.url, "req", portal.confirm);
  const owner = await registerMember(portal.url, "own", portal.confirm, "venue");
  const roles = new Map([
    [requester.email, "requester"],
    [owner.email, "owner"],
    ["booking@parity.example", "booking contact"],
  ]);
  const json = { ...portal.token, "content-type": "application/json" };
  const setOwners = (path: string) => fetch(`${portal.backend}${path}`, { method: "PUT", headers: json, body: JSON.stringify({ data: { owners: [owner.id] } }) });
  const open = qs.stringify({ filters: { trade_show: { reservation_open: { $eq: true }, end_date: { $gte: new Date().toISOString().slice(0, 10) } } }, populate: { trade_show: { populate: { organizer: { fields: ["id"] } } } }, sort: ["id:asc"] }, { encodeValuesOnly: true });
  const types = (await (await fetch(`${portal.backend}/api/booth-types?${open}`, { headers: portal.token })).json()) as { data: { id: number; attributes: Record<string, any> }[] };
  // The last such type (the rules rows booked the first), of a show an organizer runs.
  const type = types.data.filter((t) => t.attributes.trade_show.data.attributes.organizer?.data && !PLANNED_SHOWS.has(t.attributes.trade_show.data.id)).at(-1) ?? fail(`${portal.url} has no booth type of an organizer's show taking reservations`);
  const show = type.attributes.trade_show.data;
  await setOwners("/api/venues/7");
  await setOwners(`/api/organizers/${show.attributes.organizer.data.id}`);
  const cookies = { th: { r: await signIn(portal.url, requester.email, "th"), o: await signIn(portal.url, owner.email, "th") }, en: { r: "", o: "" } };
  cookies.en = { r: await signIn(portal.url, requester.email, "en"), o: await signIn(portal.url, owner.email, "en") };
  const probes: [string, Probe][] = [];
  const pages = async (step: string, list: [string, "r" | "o", string][]) => {
    for (const locale of ["th", "en"] as const) {
      for (const [name, who, path] of list) probes.push([`${step}: ${name} (${locale})`, await memberPage(portal.url, cookies[locale][who], `${locale === "en" ? "/en" : ""}${path}`)]);
    }
  };
  const write = async (method: string, path: string, who: Pick<Member, "headers">, data: object) => {
    const response = await fetch(`${portal.url}${path}`, { method, headers: who.headers, body: JSON.stringify({ data }) });
    const body = (await response.json()) as { data?: { id: number } };
    if (!response.ok || !body.data) fail(`${method} ${path} on ${portal.url}: ${response.status} ${JSON.stringify(body)}`);
    return body.data!.id;
  };

  let mark = await mailbox(portal.url);
  const request = await write("POST", "/api/quotation-venues", requester, {
    venue: 7, event_name: "Parity member fair", start_date: "2027-06-01", end_date: "2027-06-03", contact_name: "Parity Requester", email: requester.email, phone: "0812345678", locale: "en",
  });
  probes.push(["mails of a new request", await mailsSince(portal, mark, roles)]);
  await pages("request sent", [
    ["/my-quotation", "r", "/my-quotation"],
    ["/quotation-completed", "r", `/quotation-completed?kind=venue&id=${request}`],
    ["company inbox", "o", "/quotation-profile/venue"],
    ["the request in the inbox", "o", `/quotation-profile/venue?id=${request}`],
  ]);
  mark = await mailbox(portal.url);
  await write("PUT", `/api/quotation-venues/${request}`, owner, { quotation_status: "answered", answer: "Hall 7 is free on those days." });
  probes.push(["mails of the answer", await mailsSince(portal, mark, roles)]);
  await pages("answered", [
    ["/my-quotation", "r", "/my-quotation"],
    ["the answer in the inbox", "o", `/quotation-profile/venue?id=${request}`],
  ]);

  // The owner corrects its venue's phone in the editor, sending only what it changes; the site team approves
  // through the API as the back office does (test/worker/listing-edits.test.ts covers the queue's own pages).
  mark = await mailbox(portal.url);
  const editPath = "/quotation-profile/listings/venue/7";
  const opened = await fetch(`${portal.url}/en${editPath}`, { headers: { cookie: cookies.en.o, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" } });
  const version = /name="version" value="([^"]*)"/.exec(await opened.text())?.[1] ?? fail(`${portal.url} showed no listing editor (${opened.status})`);
  const edited = await fetch(`${portal.url}/en${editPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookies.en.o, origin: portal.url, "sec-fetch-site": "same-origin", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" },
    body: new URLSearchParams({ version, "contactor.phone": "02-555-0107" }),
  });
  probes.push(["an owner's listing edit sent", sentForm(edited)]);
  probes.push(["mails of a listing edit", await mailsSince(portal, mark, roles)]);
  await pages("listing edit waiting", [
    ["the company's listings", "o", "/quotation-profile/listings"],
    ["the listing's editor", "o", editPath],
  ]);
  const waiting = (await (await fetch(`${portal.url}/api/listing-changes?filters[venue][id][$eq]=7&filters[change_status][$eq]=waiting`, { headers: portal.token })).json()) as {
    data: { id: number; attributes: { changes: Record<string, unknown> } }[];
  };
  const change = waiting.data[0] ?? fail(`${portal.url} kept no waiting listing change`);
  probes.push(["the waiting change's fields", { status: 200, text: Object.keys(change.attributes.changes).join(", "), ids: String(waiting.data.length) }]);
  mark = await mailbox(portal.url);
  await fetch(`${portal.url}/api/venues/7`, { method: "PUT", headers: json, body: JSON.stringify({ data: change.attributes.changes }) });
  await fetch(`${portal.url}/api/listing-changes/${change.id}`, { method: "PUT", headers: json, body: JSON.stringify({ data: { change_status: "approved" } }) });
  probes.push(["mails of an approved listing edit", await mailsSince(portal, mark, roles)]);
  await pages("listing edit approved", [["the company's listings", "o", "/quotation-profile/listings"]]);
  probes.push(["the venue's page after the approval", await page(Number(new URL(portal.url).port), "/en/venue-show-details/7")]);

  // The organizer lists next year's show with a booth type through the portal's form; the team approves it as
  // the back office does (the show, its booth type, the stamp), and the organizer's pages show it.
  const organizerId = show.attributes.organizer.data.id as number;
  const showYear = new Date().getUTCFullYear() + 5;
  mark = await mailbox(portal.url);
  const newShow = await fetch(`${portal.url}/en/quotation-profile/shows/new`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookies.en.o, origin: portal.url, "sec-fetch-site": "same-origin", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" },
    body: new URLSearchParams({
      organizer: String(organizerId), name: "งานแสดงสินค้าทดสอบความเท่ากัน", name_en: "Parity Expo", scope: "thai", start_date: `${showYear}-05-06`, end_date: `${showYear}-05-08`, venue: "7", industry: "food-beverage",
      "booth.0.name": "บูธมาตรฐาน", "booth.0.name_en": "Standard booth", "booth.0.kind": "shell-scheme", "booth.0.size_sqm": "9", "booth.0.price": "40000", "booth.0.quantity": "20",
    }),
  });
  probes.push(["an organizer's new show sent", sentForm(newShow)]);
  probes.push(["mails of a new show", await mailsSince(portal, mark, roles)]);
  await pages("new show waiting", [["the company's listings", "o", "/quotation-profile/listings"]]);
  const sentShows = (await (await fetch(`${portal.url}/api/listing-changes?filters[organizer][id][$eq]=${organizerId}&filters[change_kind][$eq]=new-show`, { headers: portal.token })).json()) as {
    data: { id: number; attributes: { changes: { show: Record<string, unknown>; booths: Record<string, unknown>[] } } }[];
  };
  const sentShow = sentShows.data[0] ?? fail(`${portal.url} kept no new show`);
  mark = await mailbox(portal.url);
  const madeShow = await write("POST", "/api/trade-shows", { headers: json }, { ...sentShow.attributes.changes.show, slug: `parity-expo-${showYear}`, organizer: organizerId, publishedAt: new Date().toISOString() });
  for (const booth of sentShow.attributes.changes.booths) await write("POST", "/api/booth-types", { headers: json }, { ...booth, trade_show: madeShow });
  await fetch(`${portal.url}/api/listing-changes/${sentShow.id}`, { method: "PUT", headers: json, body: JSON.stringify({ data: { change_status: "approved", trade_show: madeShow } }) });
  probes.push(["mails of an approved new show", await mailsSince(portal, mark, roles)]);
  await pages("new show approved", [["the company's listings", "o", "/quotation-profile/listings"]]);
  probes.push(["the new show's booths", await page(Number(new URL(portal.url).port), `/en/booth-reservation-details?show=parity-expo-${showYear}`)]);

  const reserved = async () => {
    const found = (await (await fetch(`${portal.backend}/api/booth-types/${type.id}?fields[0]=booths_reserved`, { headers: portal.token })).json()) as { data: { attributes: { booths_reserved: number | null } } };
    return found.data.attributes.booths_reserved ?? 0;
  };
  // The rules rows may have left this type nearly sold out: the site team restocks it first.
  await fetch(`${portal.backend}/api/booth-types/${type.id}`, { method: "PUT", headers: json, body: JSON.stringify({ data: { quantity: 50 } }) });
  const before = await reserved();
  mark = await mailbox(portal.url);
  const booking = await write("POST", "/api/booth-reservations", requester, {
    trade_show: show.id, booth_type: type.id, booth_count: 2, company_name: "Parity Co.", contact_name: "Parity Requester", email: "booking@parity.example", phone: "0812345678", locale: "th",
  });
  const after = await reserved();
  // A status other than 200 fails the row: equal is not enough, the booking must take its two booths.
  probes.push(["booth stock before and after a booking of 2", { status: after - before === 2 ? 200 : 409, text: `${before} of 50 reserved -> ${after}`, ids: "" }]);
  const leads = (await (await fetch(`${portal.backend}/api/leads-from-reservations?filters[booth_reservation][id][$eq]=${booking}&populate[owner][fields][0]=id`, { headers: portal.token })).json()) as { data: { attributes: { lead_status: string; owner: { data: { id: number } | null } } }[] };
  const lead = leads.data.map((l) => `${l.attributes.lead_status}, the exhibitor's: ${l.attributes.owner.data?.id === requester.id}`).join("; ");
  probes.push(["the organizer's lead of the booking", { status: lead === "new, the exhibitor's: true" ? 200 : 409, text: lead, ids: "" }]);
  probes.push(["mails of a booking", await mailsSince(portal, mark, roles)]);
  await pages("booked", [
    ["/my-quotation", "r", "/my-quotation"],
    ["the organizer's leads", "o", "/quotation-profile/leadsFromReservation"],
  ]);

  // Numbered booths on the plan show: the requester holds two free booths side by side and books them, the
  // organizer's owner confirms; the plan, the bookings and the mails are compared (docs/decisions/066).
  const plan = planShow();
  const planOrganizer = Number(plan.organizer);
  await setOwners(`/api/organizers/${planOrganizer}`);
  const row = (seedData.booths ?? []).filter((b) => Number(b.trade_show) === Number(plan.id));
  const free = row.filter((b) => (b.state ?? "available") === "available");
  const pair = free.find((b) => free.some((n) => n.hall === b.hall && n.y === b.y && n.x === Number(b.x) + Number(b.width))) ?? fail("no two free booths side by side");
  const neighbour = free.find((n) => n.hall === pair.hall && n.y === pair.y && n.x === Number(pair.x) + Number(pair.width))!;
  mark = await mailbox(portal.url);
  const hold = await write("POST", "/api/booth-holds", requester, { trade_show: plan.id, booth_numbers: `${pair.number} ${neighbour.number}` });
  const late = await fetch(`${portal.url}/api/booth-holds`, { method: "POST", headers: owner.headers, body: JSON.stringify({ data: { trade_show: plan.id, booth_numbers: String(neighbour.number) } }) });
  // A status other than 200 fails the row: equal is not enough, the second hold must be refused.
  const refusal = `${late.status} ${((await late.json()) as { error?: { message?: string } }).error?.message ?? ""}`;
  probes.push(["a second hold of a held booth", { status: late.status === 400 ? 200 : 409, text: refusal, ids: "" }]);
  const planned = await write("POST", "/api/booth-reservations", requester, {
    trade_show: plan.id, booth_type: Number(pair.booth_type), booth_hold: hold, company_name: "Parity Plan Co.", contact_name: "Parity Requester", email: "booking@parity.example", phone: "0812345678", locale: "en",
  });
  await write("PUT", `/api/booth-reservations/${planned}`, owner, { booth_decision: "confirmed" });
  const booked = (await (await fetch(`${portal.url}/api/booths?${qs.stringify({ filters: { trade_show: { id: { $eq: plan.id } }, number: { $in: [pair.number, neighbour.number] } }, fields: ["number", "state", "exhibitor_en"], sort: ["number:asc"] }, { encodeValuesOnly: true })}`)).json()) as {
    data: { attributes: { number: string; state: string; exhibitor_en: string | null } }[];
  };
  const states = booked.data.map((b) => `${b.attributes.number} ${b.attributes.state} ${b.attributes.exhibitor_en ?? ""}`).join("; ");
  probes.push(["two booths held, booked and confirmed", { status: booked.data.every((b) => b.attributes.state === "booked") ? 200 : 409, text: states, ids: "" }]);
  probes.push(["mails of a booking of numbered booths", await mailsSince(portal, mark, roles)]);
  await pages("numbered booths confirmed", [
    ["the plan", "r", `${tradeShowPath({ scope: String(plan.scope), slug: String(plan.slug) })}?exhibitor=Parity`],
    ["/my-quotation", "r", "/my-quotation"],
    ["the organizer's leads", "o", "/quotation-profile/leadsFromReservation"],
  ]);

  await write("POST", "/api/bookmarks", requester, { collection: "news", item_id: 1, title: "Parity bookmark", path: "/news-lists" });
  await pages("account", [
    ["/bookmark", "r", "/bookmark"],
    ["/profile", "r", "/profile"],
  ]);

  // Issue 49, "Team mails and the activity log": a visitor's package contract and the requester's claim of the
  // owner's venue reach the site team; then what the owner's listings received is in their activity log.
  roles.set(siteTeamAddress(), "site team");
  const sendForm = (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(`${portal.url}${path}`, { method: "POST", redirect: "manual", headers: { origin: portal.url, "sec-fetch-site": "same-origin", "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) }, body: new URLSearchParams(fields) });
  const contractPackage = (seedData.packages ?? [])[0] ?? fail("no seeded package");
  mark = await mailbox(portal.url);
  const contract = await sendForm("/en/package", "", {
    intent: "contract", package: String(contractPackage.id), company_name: "Parity Halls Co., Ltd.", tax_id: "0107536000102", address: "1 Parity Road, Bangkok",
    start_date: `${showYear}-01-01`, periods: "1", contact_name: "Parity Contract", email: "contracts@parity.example", phone: "0812345678", message: "A parity contract.",
  });
  probes.push(["a package contract form sent", await referenceShown(contract, "contract-reference")]);
  probes.push(["mails of a package contract form", await mailsSince(portal, mark, roles)]);
  const claimedVenue = (seedData.venues ?? []).find((v) => Number(v.id) === 7) ?? fail("no seeded venue 7");
  mark = await mailbox(portal.url);
  const claim = await sendForm(`/en/venue-show-details/${encodeURIComponent(String(claimedVenue.slug))}`, cookies.en.r, { contact_role: "Sales director", phone: "0812345678", message: "We run this hall." });
  probes.push(["a claim of a venue sent", await referenceShown(claim, "claim-reference")]);
  probes.push(["mails of a claim", await mailsSince(portal, mark, roles)]);
  // Earlier rows' writes may have reached the same organizer (on the embedded service only, as they went to Strapi
  // directly): the entries compared are the owner's sign-ins and those about this journey's own requests.
  const log = await activityEntries(portal.url, owner, new Set([`quotation-venues:${request}`, `booth-reservations:${booking}`, `booth-reservations:${planned}`]));
  probes.push(["the owner's activity log on the content source", log.probe]);
  for (const locale of ["th", "en"] as const) {
    const overview = await fetch(`${portal.url}${locale === "en" ? "/en" : ""}/quotation-profile`, { redirect: "manual", headers: { cookie: cookies[locale].o, "user-agent": BROWSER_UA } });
    probes.push([`the owner's recent activity (${locale})`, { status: overview.status, text: newestActivity(await overview.text(), log.count), ids: "" }]);
  }
  // The team page reads who is on the owner's listings from the content source: the site team puts the requester
  // on the venue's team with the token, as an admin would, and the venue's card must list the owner and them.
  await fetch(`${portal.backend}/api/venues/7`, { method: "PUT", headers: json, body: JSON.stringify({ data: { team: [requester.id] } }) });
  for (const locale of ["th", "en"] as const) {
    const team = await fetch(`${portal.url}${locale === "en" ? "/en" : ""}/quotation-profile/team`, { redirect: "manual", headers: { cookie: cookies[locale].o, "user-agent": BROWSER_UA } });
    const card = /<section[^>]*aria-labelledby="team-venue-7"[\s\S]*?<\/section>/.exec(await team.text())?.[0] ?? "";
    const people = card.match(/data-testid="team-person"/g)?.length ?? 0;
    probes.push([`the venue's card of the owner's team page (${locale})`, { status: team.status === 200 && people === 2 ? 200 : 409, text: normalised(mainText(`<main>${card}</main>`)), ids: String(people) }]);
  }
  return probes;
}

/** Where the site team's mail goes on the test portals, as workers/mail/team-mail.ts picks it (they get no mail settings but .dev.vars'). */
const siteTeamAddress = () => {
  const vars = readDevVars();
  return vars.MAIL_CONTACT_TO || vars.MAIL_FROM || "contact@localhost";
};

/** A public form the page took: its 200 showing the reference (normalised: a claim's names the member's id). */
async function referenceShown(response: Response, testId: string): Promise<Probe> {
  const reference = new RegExp(`data-testid="${testId}">([A-Z]{2}-[0-9A-F]{8})<`).exec(await response.text())?.[1];
  return { status: response.status === 200 && reference ? 200 : response.status, text: normalised(`${response.status} ${reference ?? "no reference"}`), ids: "" };
}

/** The newest `count` entries of the company overview's recent activity (page views and charts are other rows'). */
function newestActivity(html: string, count: number): string {
  const section = /<section class="activity-log"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const items = [...section.matchAll(/<li class="activity-log__item"[\s\S]*?<\/li>/g)].slice(0, count).map(([item]) => item);
  return normalised(mainText(`<main>${items.join(" ")}</main>`));
}

type Linked = { data: { id: number } | null } | undefined;
type LogEntity = { attributes: { action: string; meta: { collection?: string; id?: number; status?: string } | null; venue?: Linked; organizer?: Linked; contractor?: Linked } };

/**
 * The activity entries the owner reads with their own token on the content source, newest first: their sign-ins
 * and those about the requests in `ours` (`quotation-venues:12`), each as its action, the listing it concerns and
 * the request's collection and status. 200 when what the owner's listings received is there (a request sent and
 * answered, booths reserved), as the embedded service logs it.
 */
async function activityEntries(portal: string, owner: Member, ours: Set<string>): Promise<{ probe: Probe; count: number }> {
  const query = { sort: ["createdAt:desc", "id:desc"], fields: ["action", "meta"], populate: { venue: { fields: ["id"] }, organizer: { fields: ["id"] }, contractor: { fields: ["id"] } }, pagination: { pageSize: 100 } };
  const response = await fetch(`${portal}/api/activity-logs?${qs.stringify(query, { encodeValuesOnly: true })}`, { headers: owner.headers });
  const body = (await response.json()) as { data?: LogEntity[] };
  const entries = (body.data ?? [])
    .filter(({ attributes: a }) => a.action === "sign-in" || ours.has(`${a.meta?.collection}:${a.meta?.id}`))
    .map(({ attributes: a }) => {
      const listing = (["venue", "organizer", "contractor"] as const).find((kind) => a[kind]?.data);
      return `${a.action}${listing ? ` on ${listing} ${a[listing]!.data!.id}` : ""}${a.meta?.collection ? ` ${a.meta.collection} ${a.meta.status ?? ""}` : ""}`;
    });
  const received = ["quotation-sent on venue 7", "quotation-answered on venue 7", "reservation-made on organizer"].every((entry) => entries.some((e) => e.startsWith(entry)));
  return { probe: { status: response.status === 200 && received ? 200 : 409, text: entries.join(" | "), ids: String(entries.length) }, count: entries.length };
}

/** The back office's admin on each portal, made in the portal's own D1 before it starts (admins sign in with a second factor). */
const PARITY_ADMIN = { username: "parity-admin", password: "Parity-Staff-2026!", totp: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };

async function parityAdminSql(): Promise<string> {
  const { username, password, totp } = PARITY_ADMIN;
  const values = [username, `${username}@example.com`, await hashPassword(password), "admin", totp].map(sqlLiteral).join(", ");
  return `INSERT INTO staff_accounts (username, email, password, role, totp_secret) VALUES (${values});`;
}

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0";
const staffCookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("__staff=")) ?? "";

/** A same-origin form post of the back office, as the admin's browser sends it. */
const staffPost = (portal: string, path: string, form: Record<string, string>, cookie = "") =>
  fetch(`${portal}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: portal, "sec-fetch-site": "same-origin", "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
  });

/** The admin signed in through /admin/login and the code of their authenticator: the back office's session cookie. */
async function staffSignIn(portal: string): Promise<string> {
  const login = await staffPost(portal, "/admin/login", { identifier: PARITY_ADMIN.username, password: PARITY_ADMIN.password, redirectTo: "" });
  const code = await totpAt(fromBase32(PARITY_ADMIN.totp)!, Math.floor(Date.now() / 1000));
  const verified = await staffPost(portal, "/admin/verify", { code, redirectTo: "" }, staffCookieOf(login));
  const cookie = staffCookieOf(verified);
  if (login.status !== 303 || verified.status !== 303 || !cookie) fail(`staff sign-in on ${portal} answered ${login.status}, then ${verified.status}`);
  return cookie;
}

/** The chosen listing's part of the owners page (its chooser lists every listing, which the other rows compare). */
const ownersCard = (html: string) => normalised(mainText(`<main>${/<section[^>]*aria-labelledby="owners-listing-name"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ""}</main>`));

/**
 * Issue 49, "Owners from the source": an admin adds an owner by email on the back office's listing owners page and
 * removes them. The page, its refusals and the listing's owners as the content source has them (read there directly
 * with its token, and by the member in their users/me) must be the same on the embedded service and on Strapi. Each
 * step's row is 200 when it did what it should.
 */
async function backOfficeOwners(portal: Portal): Promise<[string, Probe][]> {
  const demoRun = new Set(demoAccounts.flatMap((account) => (account.runs ?? []).filter((r) => r.plural === "contractors").map((r) => r.id)));
  const contractor = [...(seedData.contractors ?? [])].reverse().find((c) => !demoRun.has(Number(c.id))) ?? fail("no seeded contractor without a demo owner");
  const id = Number(contractor.id);
  const member = await registerMember(portal.url, "bo", portal.confirm);
  const cookie = await staffSignIn(portal.url);
  const page = `/en/admin/owners?listing=contractor:${id}`;
  const probes: [string, Probe][] = [];
  const card = async (what: string) => {
    const response = await fetch(`${portal.url}${page}`, { redirect: "manual", headers: { cookie, "user-agent": BROWSER_UA } });
    probes.push([what, { status: response.status, text: ownersCard(await response.text()), ids: "" }]);
  };
  const post = (form: Record<string, string>) => staffPost(portal.url, page, { listing: `contractor:${id}`, ...form }, cookie);
  /** A form the page refused beside the email field, with this message. */
  const refused = async (what: string, response: Response, message: string) => {
    const text = ownersCard(await response.text());
    probes.push([what, { status: response.status === 400 && text.includes(message) ? 200 : response.status, text, ids: "" }]);
  };
  /** The listing's owners on the source itself: who its users say run it, and whether the member's own record says so. */
  const onSource = async (what: string, expected: string[]) => {
    const users = await fetch(`${portal.backend}/api/users?${qs.stringify({ filters: { owned_contractors: { id: { $eq: id } } }, fields: ["email"] }, { encodeValuesOnly: true })}`, { headers: portal.token });
    const emails = ((await users.json()) as { email: string }[]).map((u) => u.email);
    const me = await fetch(`${portal.backend}/api/users/me?populate[owned_contractors][fields][0]=slug`, { headers: member.headers });
    const runs = ((await me.json()) as { owned_contractors?: { id: number }[] }).owned_contractors?.some((c) => c.id === id) ?? false;
    const named = emails.map((email) => (email === member.email ? "the member" : normalised(email)));
    const right = users.status === 200 && JSON.stringify(emails) === JSON.stringify(expected) && runs === expected.includes(member.email);
    probes.push([what, { status: right ? 200 : 409, text: `owners: ${named.join(", ") || "none"}; the member's users/me runs it: ${runs}`, ids: "" }]);
  };

  await card("back office: owners of a listing nobody runs");
  await refused("back office: an owner by an email no member uses", await post({ intent: "add", email: "nobody-at-all@parity.example" }), "No member account uses this email.");
  probes.push(["back office: an owner added by a member's email", sentForm(await post({ intent: "add", email: member.email.toUpperCase() }))]);
  await onSource("the owner on the content source after the add", [member.email]);
  await card("back office: owners after the add");
  await refused("back office: the same member added again", await post({ intent: "add", email: member.email }), "This member already runs the listing.");
  probes.push(["back office: the owner removed", sentForm(await post({ intent: "remove", member: String(member.id) }))]);
  await onSource("no owner on the content source after the removal", []);
  await card("back office: owners after the removal");
  return probes;
}

/** A member's form on a page, posted as their browser posts it: its answer, not followed. */
const memberPost = (portal: string, path: string, form: Record<string, string>) =>
  fetch(`${portal}${path}`, { method: "POST", redirect: "manual", headers: { origin: portal, "sec-fetch-site": "same-origin", "user-agent": BROWSER_UA }, body: new URLSearchParams(form) });

/** The latest mail of `kind` to `to` in the portal's mailbox, once the mail queue has delivered it. */
async function mailOf(portal: string, to: string, kind: string): Promise<Mail> {
  for (let look = 0; look < 40; look++) {
    const mail = (await mailbox(portal)).find((m) => m.to === to && m.kind === kind);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  return fail(`no ${kind} mail to ${to} on ${portal}`);
}

/** Thai script in the subject: the mail is in Thai; none: in English. */
const languageOf = (text: string): Locale => (/[\u0E00-\u0E7F]/.test(text) ? "th" : "en");

/**
 * Issue 49, "Members' own mails in the portal's words": a member signs up on the English pages and another on the
 * Thai ones, follows the confirmation link, asks for a new password on the English pages and sets it, and signs up
 * for the newsletter. On both portals each mail must be the portal's (in its outbox, none from Strapi's own
 * template: `strapiMailsTo`), in the language of the page, with its link to the portal's page in that language; the
 * English link must land on the English completed page. Each row is 200 when it is so.
 */
async function memberMails(portal: Portal, strapiMailsTo: (email: string) => number): Promise<[string, Probe][]> {
  const probes: [string, Probe][] = [];
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const mailRow = (what: string, mail: Mail, locale: Locale, path: string) => {
    const link = mail.links.find((l) => l.startsWith("/") || l.startsWith("http")) ?? "";
    const linkPath = new URL(link, portal.url).pathname;
    const language = languageOf(mail.subject);
    const fromStrapi = strapiMailsTo(mail.to);
    const text = `${mail.kind} | ${mail.subject} | language ${language} | link ${linkPath} | mails from Strapi's own template: ${fromStrapi}`;
    probes.push([what, { status: language === locale && linkPath === path && fromStrapi === 0 ? 200 : 409, text, ids: "" }]);
    return new URL(link, portal.url);
  };
  const signUps: Record<Locale, { email: string; link: URL }> = { en: { email: "", link: new URL(portal.url) }, th: { email: "", link: new URL(portal.url) } };
  for (const locale of ["en", "th"] as const) {
    const prefix = locale === "en" ? "/en" : "";
    const email = `mails-${locale}${stamp}@example.com`;
    const form = { first_name: "Parity", last_name: "Mails", email, password: "Parity-Passw0rd!", phone: "0812345678", company_name: "", company_type: "visitor", accept: "yes" };
    probes.push([`member mails: a sign-up on the ${locale} pages`, sentForm(await memberPost(portal.url, `${prefix}/register`, form))]);
    const link = mailRow(`member mails: the confirmation mail of a sign-up on the ${locale} pages`, await mailOf(portal.url, email, "email-confirmation"), locale, `${prefix}/verified-account`);
    signUps[locale] = { email, link };
  }
  for (const locale of ["en", "th"] as const) {
    const prefix = locale === "en" ? "/en" : "";
    const opened = await fetch(new URL(signUps[locale].link.pathname + signUps[locale].link.search, portal.url), { redirect: "manual", headers: { "user-agent": BROWSER_UA } });
    const landing = opened.headers.get("location") ?? "";
    probes.push([`member mails: the ${locale} confirmation link lands on`, { status: opened.status === 303 && landing === `${prefix}/register-completed` ? 200 : 409, text: `${opened.status} ${landing}`, ids: "" }]);
    probes.push([`member mails: the page it lands on (${locale})`, await page(Number(new URL(portal.url).port), landing || `${prefix}/register-completed`)]);
  }

  const { email } = signUps.en;
  probes.push(["member mails: a new password asked on the en pages", sentForm(await memberPost(portal.url, "/en/forgotpassword", { email }))]);
  const reset = mailRow("member mails: the reset mail (en)", await mailOf(portal.url, email, "reset-password"), "en", "/en/reset-password");
  const form = await page(Number(new URL(portal.url).port), reset.pathname + reset.search);
  probes.push(["member mails: the reset link opens the form (en)", { ...form, status: form.status === 200 && !form.text.includes("no longer works") ? 200 : 409 }]);
  const code = reset.searchParams.get("code") ?? "";
  const password = "Parity-Passw0rd-2!";
  probes.push(["member mails: the new password set (en)", sentForm(await memberPost(portal.url, "/en/reset-password", { code, password, passwordConfirmation: password }))]);
  const signedIn = await memberPost(portal.url, "/en/login", { identifier: email, password, remember: "", redirectTo: "", save: "" });
  probes.push(["member mails: sign-in with the new password (en)", { status: signedIn.status === 303 ? 200 : signedIn.status, text: String(signedIn.status), ids: "" }]);

  const subscriber = `newsletter-en${stamp}@example.com`;
  const subscribed = await memberPost(portal.url, "/en/newsletter", { email: subscriber });
  probes.push(["member mails: a newsletter sign-up on the en pages", { status: subscribed.status, text: String(subscribed.status), ids: "" }]);
  const welcome = await mailOf(portal.url, subscriber, "newsletter");
  const language = languageOf(welcome.subject);
  probes.push(["member mails: the newsletter welcome (en)", { status: language === "en" ? 200 : 409, text: `${welcome.kind} | ${welcome.subject} | language ${language}`, ids: "" }]);
  return probes;
}

/**
 * Steps made on each portal, compared row by row: equal, and each one done (200) on both. The rows `shown` picks
 * print what both portals answered.
 */
async function compareSteps(rows: Row[], kind: string, embedded: [string, Probe][], onStrapi: [string, Probe][], shown = (_what: string) => false) {
  for (const [i, [what, a]] of embedded.entries()) {
    const b = onStrapi[i]![1];
    await compare(rows, kind, what, a, b);
    if (a.status !== 200 || b.status !== 200) rows.at(-1)!.same = false;
    if (!rows.at(-1)!.same) console.log(`  ${what}:\n    embedded ${a.status} ${a.text}\n    strapi   ${b.status} ${b.text}`);
    else if (shown(what)) console.log(`  ${what} (both): ${a.text}`);
  }
}

/** The shared secret of the portal-on-Strapi's webhook (workers/proxy/strapi-webhook.ts), registered in Strapi by src/portal-webhook.js. */
const WEBHOOK_SECRET = "parity-webhook-secret-7c1e4a";
const webhookUrl = (port: number) => `http://127.0.0.1:${port}/webhooks/strapi`;

/** Asks `probe` every half second for about ten seconds until it says yes: what a change made at the source needs to show. */
async function within(probe: () => Promise<boolean>): Promise<boolean> {
  for (let look = 0; look < 20; look++) {
    if (await probe()) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** The claim mails a portal's mailbox holds for `email`, by kind and subject, once no new one came for two looks. */
async function claimMailsTo(portal: string, email: string): Promise<string[]> {
  let mails: string[] = [];
  for (let look = 0, still = 0; look < 12 && still < 2; look++) {
    await new Promise((r) => setTimeout(r, 1500));
    const now = (await mailbox(portal)).filter((m) => m.to === email && m.kind.startsWith("claim")).map((m) => `${m.kind}: ${m.subject}`);
    still = now.length === mails.length ? still + 1 : 0;
    mails = now;
  }
  return mails.sort();
}

/**
 * Issue 49, "Strapi webhooks into the portal": the site team writes at the source itself (Strapi directly with the
 * token, as its editors do; the embedded portal through its own API), past the portal-on-Strapi's proxy. A new
 * published show must reach a list page and an API answer read (and cached) just before, and the site search, within
 * seconds and without `search:rebuild`; a claim approved there must mail the member who sent it once. The claim's
 * id and Strapi's save time, for the deliveries the Strapi-only rows repeat.
 */
async function sourceWrites(portal: Portal, stamp: string): Promise<{ probes: [string, Probe][]; claim: number; member: string }> {
  const name = `Parity Webhook Expo ${stamp}`;
  const slug = `parity-webhook-expo-${stamp}`;
  const json = { ...portal.token, "content-type": "application/json" };
  const listPage = `/en/thai-trade-show-lists?q=${encodeURIComponent(name)}`;
  const apiAnswer = `/api/trade-shows?${qs.stringify({ filters: { slug: { $eq: slug } }, fields: ["name_en"] }, { encodeValuesOnly: true })}`;
  // A page's search box echoes the name asked for: a page shows the show when it links to it.
  const shows = async (path: string, marker = `trade-show-details/${slug}`) => (await (await fetch(`${portal.url}${path}`, { headers: { "user-agent": BROWSER_UA } })).text()).includes(marker);
  const probes: [string, Probe][] = [];
  const seen = (what: string, shown: boolean) => probes.push([what, { status: shown ? 200 : 409, text: `shown: ${shown}`, ids: "" }]);
  // Read first, so the portal holds a copy that the write must renew.
  seen("a show not yet written is on no list page", !(await shows(listPage)));
  seen("a show not yet written is in no API answer", !(await shows(apiAnswer, name)));
  // The dates of the seed's last show: lists and the search leave past shows out.
  const seeded = [...(seedData["trade-shows"] ?? [])].sort((a, b) => String(a.end_date).localeCompare(String(b.end_date))).at(-1) ?? fail("no seeded show");
  const created = await fetch(`${portal.backend}/api/trade-shows`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ data: { name: `งานพาริตี้เว็บฮุก ${stamp}`, name_en: name, slug, scope: "thai", start_date: seeded.start_date, end_date: seeded.end_date, publishedAt: new Date().toISOString() } }),
  });
  if (!created.ok) fail(`creating a show on ${portal.backend}: ${created.status} ${await created.text()}`);
  seen("a show written at the source: its page", await within(() => shows(`/en${tradeShowPath({ scope: "thai", slug })}`, name)));
  seen("a show written at the source: the list page read before", await within(() => shows(listPage)));
  seen("a show written at the source: the API answer read before", await within(() => shows(apiAnswer, name)));
  seen("a show written at the source: the site search", await within(() => shows(`/en/search?q=${encodeURIComponent(name)}`)));

  const member = await registerMember(portal.url, "claim", portal.confirm);
  const sent = await fetch(`${portal.backend}/api/contract-forms`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ data: { request_kind: "claim", reference: `CL-${stamp.slice(-6)}`, venue: 7, user: member.id, contact_name: "Parity Claimant", company_name: "Parity Hall Co.", email: member.email, phone: "0812345678", contact_role: "Sales manager", locale: "en" } }),
  });
  const claim = ((await sent.json()) as { data?: { id: number } }).data?.id ?? fail(`creating a claim on ${portal.backend}: ${sent.status}`);
  const approved = await fetch(`${portal.backend}/api/contract-forms/${claim}`, { method: "PUT", headers: json, body: JSON.stringify({ data: { claim_decision: "approved" } }) });
  if (!approved.ok) fail(`approving claim ${claim} on ${portal.backend}: ${approved.status}`);
  const mails = await claimMailsTo(portal.url, member.email);
  probes.push(["mails of a claim approved at the source", { status: 200, text: mails.map(normalised).join(" | ").replace(/CL-\d+/g, "CL-#"), ids: String(mails.length) }]);
  return { probes, claim, member: member.email };
}

/**
 * The portal-on-Strapi's webhook as only it has one: Strapi's delivery of the approval sent again, a later edit of
 * the claim in Strapi, and a forged delivery. Each row is 200 when the portal did what it should.
 */
async function webhookDeliveries(portal: Portal, claim: number, member: string): Promise<[string, Probe][]> {
  const found = (await (await fetch(`${portal.backend}/api/contract-forms/${claim}`, { headers: portal.token })).json()) as { data: { attributes: Record<string, unknown> } };
  const body = JSON.stringify({ event: "entry.update", createdAt: new Date().toISOString(), model: "contract-form", uid: "api::contract-form.contract-form", entry: { id: claim, ...found.data.attributes } });
  const deliver = (secret: string) => fetch(`${portal.url}/webhooks/strapi`, { method: "POST", headers: { "content-type": "application/json", "x-webhook-secret": secret }, body });
  const before = await claimMailsTo(portal.url, member);
  const answers = [await deliver(WEBHOOK_SECRET), await deliver(WEBHOOK_SECRET)];
  const repeated = ((await answers[1]!.json()) as { repeated?: boolean }).repeated === true;
  const edited = await fetch(`${portal.backend}/api/contract-forms/${claim}`, { method: "PUT", headers: { ...portal.token, "content-type": "application/json" }, body: JSON.stringify({ data: { contact_role: "Managing director" } }) });
  const after = await claimMailsTo(portal.url, member);
  const forged = await deliver("not-the-secret");
  const once = before.length === 1 && after.length === 1;
  return [
    ["webhook delivered again, then the claim edited in Strapi: no second mail", { status: answers[0]!.ok && repeated && edited.ok && once ? 200 : 409, text: `answers ${answers.map((a) => a.status).join(",")} repeated ${repeated}; mails ${before.length} then ${after.length}`, ids: "" }],
    ["forged webhook", { status: forged.status === 401 ? 200 : 409, text: `answered ${forged.status}`, ids: "" }],
  ];
}

async function main() {
  const node = strapiNode();
  const dir = process.env.STRAPI_PARITY_DIR ?? mkdtempSync(join(tmpdir(), "strapi-parity-"));
  const log = join(dir, "parity.log");
  for (const name of ["parity.log", `portal-${embeddedPort}.log`, `portal-${remotePort}.log`]) rmSync(join(dir, name), { force: true });
  console.log(`Strapi ${STRAPI_VERSION} on ${node} in ${dir}`);
  writeStrapiProject(dir);
  // Strapi's own Node first on PATH, so npm builds better-sqlite3 for the Node that will load it.
  const strapiEnv = { ...env, PATH: `${resolve(node, "..")}:${process.env.PATH ?? ""}`, NODE_ENV: "production", PORT: String(strapiPort), PORTAL_WEBHOOK_URL: webhookUrl(remotePort), PORTAL_WEBHOOK_SECRET: WEBHOOK_SECRET };
  if (!existsSync(join(dir, "node_modules/@strapi/strapi/package.json"))) {
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, env: strapiEnv });
  }
  await exportStrapi();
  rmSync(join(dir, "src/api"), { recursive: true, force: true });
  cpSync(join(ROOT, "strapi-export/src"), join(dir, "src"), { recursive: true });
  rmSync(join(dir, ".tmp"), { recursive: true, force: true });
  mkdirSync(join(dir, ".tmp"));

  mkdirSync(join(dir, "public/uploads"), { recursive: true });
  const strapi = start(node, ["node_modules/@strapi/strapi/bin/strapi.js", "start"], { cwd: dir, env: strapiEnv }, log);
  strapi.on("exit", (code) => fail(`Strapi exited (${code}); see ${log}:\n${readFileSync(log, "utf8").split("\n").slice(-15).join("\n")}`));
  const strapiUrl = `http://127.0.0.1:${strapiPort}`;
  await waitFor(`${strapiUrl}/_health`, 240_000);
  const tokenFile = join(dir, ".tmp/api-token");
  for (let i = 0; i < 40 && !existsSync(tokenFile); i++) await new Promise((r) => setTimeout(r, 500));
  const token = readFileSync(tokenFile, "utf8").trim();
  run("node", ["scripts/push-to-strapi.ts"], { cwd: ROOT, env: { ...env, STRAPI_URL: strapiUrl, STRAPI_API_TOKEN: token } });
  // The demo accounts exist only in the embedded seed (README); the verified mark their listings carry there is
  // public, so Strapi's copies carry it too and both portals render the same data.
  for (const runs of demoAccounts.flatMap((account) => account.runs ?? [])) {
    const marked = await fetch(`${strapiUrl}/api/${runs.plural}/${runs.id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { verified: true } }),
    });
    if (!marked.ok) fail(`marking ${runs.plural}/${runs.id} verified on Strapi answered ${marked.status}`);
  }

  // Two portals from one build: the embedded default, and one whose content comes from that Strapi.
  const embeddedState = `.wrangler/parity-${embeddedPort}`;
  const remoteState = `.wrangler/parity-${remotePort}`;
  for (const state of [embeddedState, remoteState]) rmSync(join(ROOT, state), { recursive: true, force: true });
  run("node", ["scripts/prepare-local.mjs", embeddedState], { cwd: ROOT });
  run("node", ["scripts/migrate-local.ts", remoteState], { cwd: ROOT });
  // The back office's admin, in each portal's own D1 (staff accounts are the portal's, whatever the content source).
  for (const state of [embeddedState, remoteState]) executeSql({ persistTo: state }, [await parityAdminSql()]);
  // Local secrets as npm start has them; the portal on Strapi gets that Strapi's token in its own env file.
  const local = ensureDevVars();
  const remoteVars = join(dir, "portal-on-strapi.vars");
  writeFileSync(remoteVars, `${Object.entries({ ...local, CONTENT_API_TOKEN: token }).map(([k, v]) => `${k}=${v}`).join("\n")}\n`, { mode: 0o600 });
  // One after the other, each with its own inspector port (2 above its own): started together they raced for one.
  const wrangler = async (port: number, state: string, extra: string[]) => {
    const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(port + 2), "--persist-to", state];
    const vars = ["--var", `SITE_URL:${SITE_URL}`, ...localVarFlags(undefined, { names: TEST_SETTINGS }), ...extra];
    start("npx", [...args, "--show-interactive-dev-session=false", ...vars], { cwd: ROOT }, join(dir, `portal-${port}.log`));
    await waitFor(`http://127.0.0.1:${port}/`, 180_000);
  };
  // Embedded even when .dev.vars names a Strapi for npm start.
  await wrangler(embeddedPort, embeddedState, ["--var", "CONTENT_API_URL:"]);
  await wrangler(remotePort, remoteState, ["--var", `CONTENT_API_URL:${strapiUrl}`, "--var", `STRAPI_WEBHOOK_SECRET:${WEBHOOK_SECRET}`, "--env-file", remoteVars]);

  const rows: Row[] = [];
  for (const path of pagePaths()) await compare(rows, "page", path, await page(embeddedPort, path), await page(remotePort, path));
  const localToken = { authorization: `Bearer ${local.CONTENT_API_TOKEN}` };
  const strapiToken = { authorization: `Bearer ${token}` };
  for (const path of apiPaths()) {
    await compare(rows, "api", decodeURIComponent(path), await api(`http://127.0.0.1:${embeddedPort}`, path, localToken), await api(strapiUrl, path, strapiToken));
  }
  const embeddedReads = await privilegedReads(`http://127.0.0.1:${embeddedPort}`, `http://127.0.0.1:${embeddedPort}`, localToken);
  const strapiReads = await privilegedReads(`http://127.0.0.1:${remotePort}`, strapiUrl, strapiToken);
  for (const [i, [what, embedded]] of embeddedReads.entries()) {
    const onStrapi = strapiReads[i]![1];
    await compare(rows, "anon", what, embedded, onStrapi);
    // Equal is not enough: neither may show the draft.
    if ([embedded, onStrapi].some((p) => p.text.endsWith("draft shown: true"))) rows.at(-1)!.same = false;
  }
  const confirmEmbedded = (email: string) => confirmFromMailbox(`http://127.0.0.1:${embeddedPort}`, email);
  // Registered on Strapi itself, which mails nothing (the portal mails its members): confirmed with the token, as
  // the site team would. Registered through the portal on Strapi: the member follows the portal's mail.
  const confirmStrapi = (email: string) => confirmWithToken(strapiUrl, strapiToken, email);
  const confirmRemote = (email: string) => confirmFromMailbox(`http://127.0.0.1:${remotePort}`, email);
  const memberProbes = [await memberScope(`http://127.0.0.1:${embeddedPort}`, confirmEmbedded), await memberScope(strapiUrl, confirmStrapi)] as const;
  await compare(rows, "member", "member B reads member A's bookmarks", ...memberProbes);
  // Equal is not enough here: both must keep A's row from B.
  if (!memberProbes.every((p) => p.text === "A sees own: true; B lists A's: false; B reads A's: 404")) rows.at(-1)!.same = false;
  const memberTexts = memberProbes.map((p) => p.text);
  const receivedProbes = [await receivedScope(`http://127.0.0.1:${embeddedPort}`, localToken, confirmEmbedded), await receivedScope(strapiUrl, strapiToken, confirmStrapi)] as const;
  await compare(rows, "member", "a venue's owner reads and answers a request to it", ...receivedProbes);
  if (!receivedProbes.every((p) => p.text === "owner reads: 200; stranger reads: 404; sender closes: 400; owner answers: 200; sender withdraws after: 400")) rows.at(-1)!.same = false;

  const embeddedRules = await ruleAnswers(`http://127.0.0.1:${embeddedPort}`, localToken, confirmEmbedded);
  const strapiRules = await ruleAnswers(strapiUrl, strapiToken, confirmStrapi);
  for (const [i, [what, expected, embedded]] of embeddedRules.entries()) {
    const strapiAnswer = strapiRules[i]?.[2];
    const show = (answer: unknown) => JSON.stringify(answer).replaceAll('"', "").slice(0, 24);
    // Equal is not enough here either: both must answer what the table expects.
    const same = [embedded, strapiAnswer].every((answer) => JSON.stringify(answer) === JSON.stringify(expected));
    rows.push({ kind: "rules", what, embedded: show(embedded), strapi: show(strapiAnswer), same });
    if (!same) console.log(`  ${what}: expected ${JSON.stringify(expected)}\n    embedded ${JSON.stringify(embedded)}\n    strapi   ${JSON.stringify(strapiAnswer)}`);
  }

  const embeddedJourney = await memberJourney({ url: `http://127.0.0.1:${embeddedPort}`, backend: `http://127.0.0.1:${embeddedPort}`, token: localToken, confirm: confirmEmbedded });
  const strapiJourney = await memberJourney({ url: `http://127.0.0.1:${remotePort}`, backend: strapiUrl, token: strapiToken, confirm: confirmRemote });
  for (const [i, [what, embedded]] of embeddedJourney.entries()) {
    const onStrapi = strapiJourney[i]![1];
    await compare(rows, what.startsWith("mails") ? "mail" : "signed", what, embedded, onStrapi);
    // A mail row must hold mails, and a page a signed-in page, not two equal refusals.
    if ((what.startsWith("mails") && embedded.ids === "0") || embedded.status !== 200) rows.at(-1)!.same = false;
    if (!rows.at(-1)!.same && what.startsWith("mails")) console.log(`  ${what}:\n    embedded ${embedded.text}\n    strapi   ${onStrapi.text}`);
  }

  const embeddedOwners = await backOfficeOwners({ url: `http://127.0.0.1:${embeddedPort}`, backend: `http://127.0.0.1:${embeddedPort}`, token: localToken, confirm: confirmEmbedded });
  const strapiOwners = await backOfficeOwners({ url: `http://127.0.0.1:${remotePort}`, backend: strapiUrl, token: strapiToken, confirm: confirmRemote });
  for (const [i, [what, embedded]] of embeddedOwners.entries()) {
    const onStrapi = strapiOwners[i]![1];
    await compare(rows, "staff", what, embedded, onStrapi);
    // Equal is not enough: each step must have done what it should on both.
    if (embedded.status !== 200 || onStrapi.status !== 200) rows.at(-1)!.same = false;
    if (!rows.at(-1)!.same) console.log(`  ${what}:\n    embedded ${embedded.status} ${embedded.text}\n    strapi   ${onStrapi.status} ${onStrapi.text}`);
  }

  const strapiMailsTo = (email: string) => strapiMails(dir).filter((mail) => mail.to === email).length;
  const embeddedMails = await memberMails({ url: `http://127.0.0.1:${embeddedPort}`, backend: `http://127.0.0.1:${embeddedPort}`, token: localToken, confirm: confirmEmbedded }, strapiMailsTo);
  const remoteMails = await memberMails({ url: `http://127.0.0.1:${remotePort}`, backend: strapiUrl, token: strapiToken, confirm: confirmRemote }, strapiMailsTo);
  await compareSteps(rows, "mails", embeddedMails, remoteMails, (what) => /the confirmation mail|link lands on|reset mail|newsletter welcome/.test(what));

  const stamp = String(Date.now());
  const embeddedSource = await sourceWrites({ url: `http://127.0.0.1:${embeddedPort}`, backend: `http://127.0.0.1:${embeddedPort}`, token: localToken, confirm: confirmEmbedded }, stamp);
  const strapiPortal = { url: `http://127.0.0.1:${remotePort}`, backend: strapiUrl, token: strapiToken, confirm: confirmStrapi };
  const strapiSource = await sourceWrites(strapiPortal, stamp);
  for (const [i, [what, embedded]] of embeddedSource.probes.entries()) {
    const onStrapi = strapiSource.probes[i]![1];
    await compare(rows, "hook", what, embedded, onStrapi);
    // Equal is not enough: each must have shown it, and the claim's decision mailed once.
    if (embedded.status !== 200 || onStrapi.status !== 200 || (what.startsWith("mails") && embedded.ids !== "1")) rows.at(-1)!.same = false;
    if (!rows.at(-1)!.same) console.log(`  ${what}:\n    embedded ${embedded.status} ${embedded.text}\n    strapi   ${onStrapi.status} ${onStrapi.text}`);
  }
  // The embedded portal has no webhook: these rows are Strapi's alone, and must pass.
  for (const [what, probe] of await webhookDeliveries(strapiPortal, strapiSource.claim, strapiSource.member)) {
    rows.push({ kind: "hook", what, embedded: "(Strapi only)", strapi: `${probe.status} ${probe.text}`.slice(0, 24), same: probe.status === 200 });
    if (probe.status !== 200) console.log(`  ${what}: ${probe.text}`);
  }

  const width = Math.min(70, Math.max(...rows.map((r) => r.what.length)));
  console.log(`\n${"kind".padEnd(6)} ${"what".padEnd(width)} ${"embedded".padEnd(24)} ${"strapi".padEnd(24)} same`);
  for (const r of rows) {
    const what = r.what.length > width ? `${r.what.slice(0, width - 1)}…` : r.what;
    console.log(`${r.kind.padEnd(6)} ${what.padEnd(width)} ${r.embedded.padEnd(24)} ${r.strapi.padEnd(24)} ${r.same ? "yes" : "NO"}`);
  }
  console.log(`\nmember scope: embedded ${memberTexts[0]} | strapi ${memberTexts[1]}`);
  console.log(`received scope: embedded ${receivedProbes[0].text} | strapi ${receivedProbes[1].text}`);
  for (const [what, probe] of embeddedJourney.filter(([what]) => !what.includes(": "))) console.log(`${what} (embedded): ${probe.text}`);
  const differing = rows.filter((r) => !r.same).length;
  console.log(`${rows.length - differing} of ${rows.length} identical${differing ? `, ${differing} differ` : ""}`);
  stopAll();
  process.exit(differing ? 1 : 0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (stopAll(), process.exit(130)));
if (import.meta.main) await main().catch((error: unknown) => fail(String(error instanceof Error ? error.stack : error)));
