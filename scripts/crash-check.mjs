// The outbox against a real crash (docs/decisions/053): the built Worker on its own port and local state, 20
// bookings at once as the demo visitor, the server's process group killed with SIGKILL while they run, the server
// started again on the same state, the cron pass run, and then every stored booking must have each of its mails
// exactly once in the local mailbox (mail_outbox). Loopback only, a few rounds, bounded in time. Not part of
// `npm test`: run it with `npm run check:crash [-- --rounds N] [-- --built]` (--built: serve the copy the last run
// built). The build is copied under the build lock, so nobody's later build swaps files under the server.
import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ensureDevVars } from "./dev-vars.mjs";
import { env, run, waitForHttp } from "./lib.mjs";

const PORT = Number(process.env.CRASH_CHECK_PORT ?? 8797);
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = ".wrangler/crash-check-state";
const BUILD = ".wrangler/crash-check-build";
const CONFIG = `${BUILD}/server/wrangler.json`;
/** What the servers print, for when a round fails. */
const LOG = ".wrangler/crash-check.log";
const BOOKINGS = 20;
const ROUNDS = process.argv.includes("--rounds") ? Number(process.argv[process.argv.indexOf("--rounds") + 1]) : 3;
/** How long a round may wait for its mail after the restart; the consumer needs seconds, a dead claim two minutes. */
const SETTLE_MS = 4 * 60_000;
/** The cron pass is run as if this much later: what the crash left behind is overdue by then (OVERDUE_MS, a claim's end). */
const CRON_AHEAD_MS = 10 * 60_000;
const DEMO_VISITOR = { identifier: "demo-visitor@example.com", password: "demo-visitor-2026" };

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {import("node:child_process").ChildProcess} Server */
/** @typedef {{ recipient: string, kind: string }} Mail */
/** @typedef {{ id: number, reference: string, notice: string | null, composed: (Mail & { state: string })[], delivered: (Mail & { copies: number })[] }} Booking */

/** The local D1 file wrangler keeps under the state folder (one database: DB). */
function database() {
  const dir = join(STATE, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

/**
 * Answers one read of the local D1, with a connection opened and closed for it (the server may be writing).
 * @template T @param {string} sql @param {...(string | number)} params @returns {T[]}
 */
function query(sql, ...params) {
  const db = new DatabaseSync(database());
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return /** @type {T[]} */ (db.prepare(sql).all(...params));
  } finally {
    db.close();
  }
}

/** The server running now: whatever ends this script ends its process group too. @type {Server | undefined} */
let running;
process.once("exit", () => {
  try {
    if (running?.pid && running.exitCode === null) process.kill(-running.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
});

/** The built Worker under wrangler dev, in its own process group: queues and the cron endpoint as deployed. @returns {Server} */
function startServer() {
  const log = openSync(LOG, "a");
  running = spawn(
    "npx",
    ["wrangler", "dev", "--config", CONFIG, "--ip", "127.0.0.1", "--port", String(PORT), "--inspector-port", String(PORT + 1000), "--persist-to", STATE, "--show-interactive-dev-session=false", "--var", `SITE_URL:${BASE}`],
    { env, detached: true, stdio: ["ignore", log, log] },
  );
  closeSync(log);
  return running;
}

/**
 * Ends the server's whole process group (wrangler, workerd) by its id; `SIGKILL` is the crash.
 * @param {Server} child @param {NodeJS.Signals} signal
 */
async function stopServer(child, signal) {
  const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-(child.pid ?? 0), signal);
  } catch {
    // Already gone.
  }
  await exited;
  // workerd may outlive wrangler by a moment: wait until nothing answers on the port.
  for (let i = 0; i < 40; i += 1) {
    try {
      await fetch(`${BASE}/__version`, { signal: AbortSignal.timeout(500) });
      await sleep(250);
    } catch {
      return;
    }
  }
  throw new Error(`something still answers on ${BASE} after stopping the server`);
}

/** @returns {Promise<string>} */
async function signIn() {
  const response = await fetch(`${BASE}/api/auth/local`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(DEMO_VISITOR) });
  if (!response.ok) throw new Error(`signing the demo visitor in answered ${response.status}`);
  return (await response.json()).jwt;
}

/** The booth type of an open show with the most booths left, so the round's bookings are stored. */
function boothType() {
  /** @type {{ id: number, show: number, left: number }[]} */
  const types = query(
    `SELECT bt.id, bt.trade_show_id AS show, bt.quantity - COALESCE(bt.booths_reserved, 0) AS left
     FROM booth_types bt JOIN trade_shows ts ON ts.id = bt.trade_show_id
     WHERE bt.published_at IS NOT NULL AND ts.published_at IS NOT NULL AND ts.reservation_open = 1 AND ts.end_date >= date('now')
       AND (ts.reservation_deadline IS NULL OR ts.reservation_deadline >= date('now'))
     ORDER BY left DESC LIMIT 1`,
  );
  const [type] = types;
  if (!type || type.left < 1) throw new Error("the seed has no booth type left to book");
  return type;
}

/**
 * 20 bookings at once; the server is killed `killAfterMs` after they were sent, most of them still on their way.
 * @param {Server} server @param {string} jwt @param {number} round @param {number} killAfterMs @returns {Promise<string[]>}
 */
async function bookAndKill(server, jwt, round, killAfterMs) {
  const type = boothType();
  /** @type {Promise<void> | undefined} */
  let killed;
  const kill = () => (killed ??= stopServer(server, "SIGKILL"));
  const timer = setTimeout(kill, killAfterMs);
  const outcomes = await Promise.all(
    Array.from({ length: BOOKINGS }, async (_, i) => {
      const data = { trade_show: type.show, booth_type: type.id, booth_count: 1, company_name: `Crash check ${round}-${i}`, contact_name: "Crash Check", email: "crash-check@example.com", phone: "0800000000" };
      try {
        const response = await fetch(`${BASE}/api/booth-reservations`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${jwt}` },
          body: JSON.stringify({ data }),
          signal: AbortSignal.timeout(20_000),
        });
        await response.arrayBuffer();
        return response.ok ? "answered stored" : `refused ${response.status}`;
      } catch {
        return "no answer";
      }
    }),
  );
  clearTimeout(timer);
  await kill();
  return outcomes;
}

/** The mails of each booking of this run: what the outbox composed for it, and what the local mailbox holds. @param {number} firstId @returns {Booking[]} */
function mailsOf(firstId) {
  /** @type {{ id: number, organizer_notice: string | null }[]} */
  const bookings = query("SELECT id, organizer_notice FROM booth_reservations WHERE id >= ? AND company_name LIKE 'Crash check %' ORDER BY id", firstId);
  return bookings.map((booking) => {
    const reference = `BR-${String(booking.id).padStart(6, "0")}`;
    /** @type {Booking["composed"]} */
    const composed = query("SELECT json_extract(payload, '$.to') AS recipient, json_extract(payload, '$.kind') AS kind, state FROM outbox WHERE kind = 'mail' AND json_extract(payload, '$.subject') LIKE ?", `%${reference}%`);
    /** @type {Booking["delivered"]} */
    const delivered = query("SELECT to_address AS recipient, kind, COUNT(*) AS copies FROM mail_outbox WHERE subject LIKE ? GROUP BY to_address, kind", `%${reference}%`);
    return { id: booking.id, reference, notice: booking.organizer_notice, composed, delivered };
  });
}

/** What is wrong with a booking's mail: nothing when each composed mail (a confirmation and the organizer's side) arrived once. @param {Booking} booking */
function problemsOf(booking) {
  const problems = [];
  if (!booking.notice) problems.push("nobody recorded as told");
  if (!booking.composed.some((m) => m.kind === "booth-booking-confirmation")) problems.push("no confirmation composed");
  if (!booking.composed.some((m) => m.kind !== "booth-booking-confirmation")) problems.push("no mail to the organizer's side composed");
  for (const mail of booking.composed) {
    const copies = booking.delivered.find((d) => d.recipient === mail.recipient && d.kind === mail.kind)?.copies ?? 0;
    if (copies !== 1) problems.push(`${mail.kind} to ${mail.recipient}: ${copies} in the mailbox`);
    if (mail.state !== "done") problems.push(`${mail.kind} to ${mail.recipient}: ${mail.state} in the outbox`);
  }
  for (const mail of booking.delivered) {
    if (!booking.composed.some((m) => m.recipient === mail.recipient && m.kind === mail.kind)) problems.push(`${mail.kind} to ${mail.recipient}: in the mailbox, never composed`);
  }
  return problems;
}

/** "3 stored, 2 no answer": how many of each. @param {string[]} values */
function countBy(values) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n} ${value}`).join(", ");
}

/** One round: start, book, kill, restart, cron, check. @param {number} number @param {string} jwt */
async function round(number, jwt) {
  /** @type {{ id: number }[]} */
  const [next] = query("SELECT COALESCE(MAX(id), 0) + 1 AS id FROM booth_reservations");
  const firstId = next?.id ?? 1;
  let server = startServer();
  await waitForHttp(`${BASE}/__version`, 120_000);
  // Warm: the member's own bookings, read through the same service, so the kill does not land in a cold start.
  await (await fetch(`${BASE}/api/booth-reservations`, { headers: { authorization: `Bearer ${jwt}` } })).arrayBuffer();
  // 20 bookings take about a second here: killed somewhere in it, a different moment each round.
  const killAfterMs = 150 + Math.floor(Math.random() * 1000);
  /** @type {{ id: string }[]} */
  const rowsBefore = query("SELECT id FROM outbox");
  const before = new Set(rowsBefore.map((row) => row.id));
  const outcomes = await bookAndKill(server, jwt, number, killAfterMs);
  /** @type {{ id: string, kind: string, state: string }[]} */
  const rowsAtKill = query("SELECT id, kind, state FROM outbox");
  const atKill = rowsAtKill.filter((row) => !before.has(row.id));
  console.log(`round ${number}: killed ${killAfterMs} ms in: ${countBy(outcomes)}; the round's outbox rows at the kill: ${countBy(atKill.map((r) => `${r.kind} ${r.state}`)) || "none"}`);

  server = startServer();
  await waitForHttp(`${BASE}/__version`, 120_000);
  const deadline = Date.now() + SETTLE_MS;
  /** @type {Booking[]} */
  let bookings = [];
  for (;;) {
    const cron = await fetch(`${BASE}/cdn-cgi/local/scheduled?time=${Date.now() + CRON_AHEAD_MS}`);
    await cron.arrayBuffer();
    await sleep(5000);
    bookings = mailsOf(firstId);
    if (bookings.every((b) => problemsOf(b).length === 0) || Date.now() > deadline) break;
  }
  await stopServer(server, "SIGTERM");
  const failing = bookings.filter((b) => problemsOf(b).length > 0);
  const mails = bookings.reduce((sum, b) => sum + b.delivered.reduce((n, d) => n + d.copies, 0), 0);
  console.log(`round ${number}: ${bookings.length} bookings stored (${outcomes.filter((o) => o === "answered stored").length} answered), ${mails} mails in the mailbox, ${failing.length} with a problem`);
  for (const booking of failing) console.log(`  ${booking.reference}: ${problemsOf(booking).join("; ")}`);
  return { stored: bookings.length, mails, failing: failing.length };
}

/**
 * The check's own copy of a fresh build, made under the build lock, with the local secrets beside its config (only
 * those: no mail provider, so its mail stays in the local mailbox).
 */
function buildCopy() {
  if (!process.argv.includes("--built") || !existsSync(CONFIG)) {
    run("flock", ["/tmp/portal-build.lock", "sh", "-c", `npx react-router build >/dev/null && rm -rf '${BUILD}' && cp -r build '${BUILD}'`]);
  }
  const secrets = JSON.parse(readFileSync(CONFIG, "utf8")).secrets?.required ?? [];
  const vars = ensureDevVars();
  writeFileSync(`${BUILD}/server/.dev.vars`, secrets.map((/** @type {string} */ name) => `${name}=${vars[name]}\n`).join(""), { mode: 0o600 });
}

buildCopy();
rmSync(STATE, { recursive: true, force: true });
rmSync(LOG, { force: true });
run("node", ["scripts/prepare-local.mjs", STATE, "--built"]);
// Signed in once: the JWT outlives the restarts, as the state does.
const first = startServer();
await waitForHttp(`${BASE}/__version`, 120_000);
const jwt = await signIn();
await stopServer(first, "SIGTERM");

const results = [];
for (let number = 1; number <= ROUNDS; number += 1) results.push(await round(number, jwt));
const stored = results.reduce((sum, r) => sum + r.stored, 0);
const failing = results.reduce((sum, r) => sum + r.failing, 0);
console.log(`\ncrash check: ${ROUNDS} rounds, ${stored} bookings stored, ${results.reduce((sum, r) => sum + r.mails, 0)} mails delivered, ${failing} bookings whose mail was lost or doubled`);
if (failing > 0) console.log(`the servers' output: ${LOG}`);
process.exit(failing === 0 ? 0 : 1);
