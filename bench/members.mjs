// The benchmark's "members at scale" row: members sign in, bookmark and request quotations (MEMBER_WRITES_PER_S
// content-API writes a second) while anonymous visitors read pages, against a Worker whose KV bindings enforce
// Cloudflare's limits (KV_LIMITS=on, workers/kv-limits.ts). Bounded in time, loopback only.
import { BROWSER_HEADERS, get } from "./lib.mjs";

export const MEMBER_WRITES_PER_S = 15;
const MEMBERS = 30;
const PASSWORD = "bench-member-2026";
const ANONYMOUS_CONNECTIONS = 8;
const MAX_IN_FLIGHT = 30;

/**
 * SQL for the bench's members (confirmed, terms accepted), all with one password hashed once.
 * @returns {Promise<string[]>}
 */
export async function benchMembersSql() {
  const { hashPassword } = await import("../app/lib/password-hash.ts");
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  return Array.from({ length: MEMBERS }, (_, i) => {
    const name = `bench-member-${i}`;
    return (
      "INSERT OR IGNORE INTO up_users (username, email, password, provider, confirmed, terms_accepted_at, first_name, last_name, phone, company_type, locale) " +
      `VALUES ('${name}', '${name}@example.com', '${hash}', 'local', 1, '${now}', 'Bench', 'Member ${i}', '0800000000', 'visitor', 'th');`
    );
  });
}

/** @param {string} url @param {RequestInit} init */
async function call(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = await response.text();
  return { status: response.status, body };
}

/**
 * @param {string} base
 * @param {string[]} paths anonymous pages, warmed first
 * @param {{ seconds: number }} options
 */
export async function membersAtScale(base, paths, { seconds }) {
  for (const path of paths) await (await get(`${base}${path}`, BROWSER_HEADERS)).arrayBuffer();
  const venues = /** @type {{ data: Array<{ id: number }> }} */ (
    JSON.parse((await call(`${base}/api/venues?sort=id&pagination[pageSize]=10&fields[0]=slug`, {})).body)
  ).data.map((v) => v.id);
  const json = (/** @type {string} */ method, /** @type {unknown} */ body, /** @type {string} */ jwt = "") => ({
    method,
    headers: { "content-type": "application/json", ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify(body),
  });
  /** @type {Array<{ jwt?: string, bookmark?: number, quotations: number, turns: number, busy: boolean }>} */
  const members = Array.from({ length: MEMBERS }, () => ({ quotations: 0, turns: 0, busy: false }));
  const writes = { ok: 0, failed: /** @type {string[]} */ ([]), byKind: /** @type {Record<string, number>} */ ({}) };

  /**
   * The member's next write: sign in first, then a quotation every third turn, else a bookmark added or removed.
   * One write at a time per member, as a person makes them.
   */
  async function nextWrite(/** @type {number} */ i) {
    const member = members[i];
    if (!member) return;
    const turn = (member.turns += 1);
    const venue = venues[(i + member.quotations) % venues.length] ?? venues[0];
    /** @type {[string, Promise<{ status: number, body: string }>]} */
    let pending;
    if (!member.jwt) {
      pending = ["sign-in", call(`${base}/api/auth/local`, json("POST", { identifier: `bench-member-${i}@example.com`, password: PASSWORD }))];
    } else if (turn % 3 === 0 && member.quotations < 4) {
      member.quotations += 1;
      const quotation = { venue, event_name: `Bench fair ${i}-${turn}`, start_date: "2099-05-01", end_date: "2099-05-02", contact_name: "Bench", email: `bench-member-${i}@example.com`, phone: "0800000000" };
      pending = ["quotation", call(`${base}/api/quotation-venues`, json("POST", { data: quotation }, member.jwt))];
    } else if (member.bookmark) {
      pending = ["bookmark removed", call(`${base}/api/bookmarks/${member.bookmark}`, { method: "DELETE", headers: { authorization: `Bearer ${member.jwt}` } })];
      member.bookmark = undefined;
    } else {
      pending = ["bookmark added", call(`${base}/api/bookmarks`, json("POST", { data: { collection: "venues", item_id: venue, title: "Bench", path: "/" } }, member.jwt))];
    }
    const [kind, request] = pending;
    const { status, body } = await request;
    if (status !== 200 && status !== 204) {
      writes.failed.push(`${kind} ${status}: ${body.slice(0, 120)}`);
      return;
    }
    writes.ok += 1;
    writes.byKind[kind] = (writes.byKind[kind] ?? 0) + 1;
    const parsed = JSON.parse(body || "{}");
    if (kind === "sign-in") member.jwt = parsed.jwt;
    else if (kind === "bookmark added" && parsed.data?.id) member.bookmark = parsed.data.id;
  }

  const end = Date.now() + seconds * 1000;
  const anonymous = { requests: 0, failures: 0, states: /** @type {Record<string, number>} */ ({}) };
  const visitor = async (/** @type {number} */ offset) => {
    for (let n = offset; Date.now() < end; n += 1) {
      const path = paths[n % paths.length] ?? "/";
      try {
        const response = await get(`${base}${path}`, BROWSER_HEADERS);
        await response.arrayBuffer();
        anonymous.requests += 1;
        if (response.status !== 200) anonymous.failures += 1;
        const state = response.headers.get("x-page-cache") ?? "none";
        anonymous.states[state] = (anonymous.states[state] ?? 0) + 1;
      } catch {
        anonymous.requests += 1;
        anonymous.failures += 1;
      }
    }
  };
  const writer = async () => {
    /** @type {Set<Promise<void>>} */
    const inFlight = new Set();
    const started = Date.now();
    for (let turn = 0; Date.now() < end; turn += 1) {
      // Paced: the n-th write starts at n / rate seconds, whatever the answers take (up to MAX_IN_FLIGHT).
      const due = started + (turn * 1000) / MEMBER_WRITES_PER_S;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      // The next member whose last write has been answered.
      const idle = Array.from({ length: MEMBERS }, (_, k) => (turn + k) % MEMBERS).find((k) => !members[k]?.busy);
      if (idle === undefined) {
        await Promise.race(inFlight);
        continue;
      }
      const member = /** @type {{ busy: boolean }} */ (members[idle]);
      member.busy = true;
      const task = nextWrite(idle)
        .catch((error) => {
          writes.failed.push(String(error));
        })
        .finally(() => (member.busy = false));
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
    }
    await Promise.all(inFlight);
  };
  const t0 = Date.now();
  await Promise.all([writer(), ...Array.from({ length: ANONYMOUS_CONNECTIONS }, (_, i) => visitor(i))]);
  const elapsed = (Date.now() - t0) / 1000;
  const kv = /** @type {Record<string, { writes: number, refused: number, maxPerKeyPerSecond: number, busiestKey: string | null }>} */ (
    JSON.parse((await call(`${base}/__kv-writes`, {})).body)
  );
  const cached = (anonymous.states.HIT ?? 0) + (anonymous.states.STALE ?? 0);
  return {
    seconds: Math.round(elapsed * 10) / 10,
    memberWrites: writes.ok,
    memberWritesPerSecond: Math.round((writes.ok / elapsed) * 10) / 10,
    writesByKind: writes.byKind,
    memberFailures: writes.failed.length,
    memberFailureSamples: writes.failed.slice(0, 5),
    anonymous: { ...anonymous, hitRatio: anonymous.requests > 0 ? Math.round((cached / anonymous.requests) * 1000) / 10 : 0 },
    kv,
    maxWritesPerKeyPerSecond: Math.max(0, ...Object.values(kv).map((k) => k.maxPerKeyPerSecond)),
    refusedKvWrites: Object.values(kv).reduce((sum, k) => sum + k.refused, 0),
  };
}
