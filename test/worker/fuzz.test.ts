import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { api, API_TOKEN, bearer, createMember, jsonInit } from "./content-fixtures";
import { apiProbe, pagePath, PLURALS, seeded } from "./fuzz-generator";
import { BROWSER, seedContent } from "./seeded";

/**
 * Keeps the doors of issue 8 shut: thousands of seeded hostile requests against the real Worker (content
 * service through the proxy, and pages), as anonymous, as member A next to member B's data, and with drafts
 * behind relations. No answer may be a 5xx, carry an internal message, or hold a row the caller may not see.
 * The seed is fixed so every run sends the same requests; a failure names the request to replay.
 */
const SEED = 20261123;

/** Every row the fuzzing callers may not see carries "zqx" (member B's rows, drafts). */
const FORBIDDEN = /zqx/i;
/** A page's random CSP nonce is base64 and can spell "zqX" by chance; it is no content. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
const INTERNAL = [
  /SQLITE|D1_|D1 DB|no such (column|table)|syntax error|near "|SELECT [\w*., ]+ FROM [a-z_]+|too many (terms|SQL variables)|parser stack/,
  /Expected an integer/,
  /\bat .+\.(ts|js|tsx):\d+/,
  /TypeError|ReferenceError|RangeError|SyntaxError|Unexpected Server Error/,
];
/** React Router's label for an unlabelled thrown response; only the /error page shows the general 500 view. */
const UNLABELLED = /Internal Server Error/;

let alice: { jwt: string; id: number };

async function create(jwt: string, plural: string, data: Record<string, unknown>): Promise<number> {
  const r = await api(`/api/${plural}`, jsonInit("POST", { data }, bearer(jwt)));
  if (r.status !== 200) throw new Error(`${plural}: ${JSON.stringify(r.body)}`);
  return r.body.data.id as number;
}

beforeAll(async () => {
  await seedContent();
  alice = await createMember("fuzz-alice");
  const bob = await createMember("zqxb-bob");
  const contact = { contact_name: "ZQXB secret", email: "zqxb@b.example", phone: "+66 899 771 933", message: "ZQXB budget talk", company_name: "ZQXB Co" };
  const bobsReservation = await create(bob.jwt, "booth-reservations", { trade_show: 2, booth_type: 2, products: "ZQXB", ...contact });
  await create(bob.jwt, "quotation-venues", { venue: 1, event_name: "ZQXB event", start_date: "2027-01-01", end_date: "2027-01-02", ...contact });
  await create(bob.jwt, "quotation-organizers", { organizer: 1, project_name: "ZQXB project", ...contact });
  await create(bob.jwt, "quotation-contractors", { contractor: 1, booth_type: "modular", booth_size_sqm: 9, ...contact });
  // The reservation made Bob's lead; the organizer's note on it is secret too.
  await env.DB.prepare("UPDATE leads_from_reservations SET note = 'ZQXB lead' WHERE booth_reservation_id = ?").bind(bobsReservation).run();
  await create(bob.jwt, "activity-logs", { action: "ZQXB-login", path: "/zqxb", meta: { secret: "ZQXB" } });
  await create(bob.jwt, "bookmarks", { collection: "trade-shows", item_id: 1, title: "ZQXB bookmark" });
  const alicesReservation = await create(alice.jwt, "booth-reservations", {
    trade_show: 2, booth_type: 1, contact_name: "Alice", email: "alice@a.example", phone: "0811111111",
  });
  await create(alice.jwt, "bookmarks", { collection: "venues", item_id: 1, title: "mine" });
  await env.DB.batch([
    // Drafts: an organizer behind a published show, a show behind a gallery and behind Alice's reservation.
    env.DB.prepare("INSERT INTO organizers (id, company_name, company_name_en, slug, published_at) VALUES (9001, 'ZQXDRAFT Org', 'ZQXDRAFT Org', 'zqxdraft-org', NULL)"),
    env.DB.prepare(
      "INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, venue_id, organizer_id, scope, published_at) VALUES (9001, 'ZQXDRAFT Show', 'ZQXDRAFT Show', 'zqxdraft-show', '2027-02-01', '2027-02-02', 1, 9001, 'thai', NULL)",
    ),
    env.DB.prepare("UPDATE trade_shows SET organizer_id = 9001 WHERE id IN (1, 2)"),
    env.DB.prepare("UPDATE photo_galleries SET trade_show_id = 9001 WHERE id = (SELECT min(id) FROM photo_galleries)"),
    env.DB.prepare("UPDATE booth_reservations SET trade_show_id = 9001 WHERE id = ?").bind(alicesReservation),
    // Alice's rows written before the scope checks: pointing at Bob's reservation and at Bob himself.
    env.DB.prepare("INSERT INTO leads_from_reservations (booth_reservation_id, trade_show_id, owner_id, note) VALUES (?, 9001, ?, 'mine')").bind(
      bobsReservation,
      alice.id,
    ),
    env.DB.prepare("INSERT INTO quotation_venues (venue_id, event_name, start_date, end_date, user_id, contact_name, email, phone) SELECT venue_id, 'mine', start_date, end_date, ?, 'Alice', 'alice@a.example', '1' FROM quotation_venues LIMIT 1").bind(alice.id),
  ]);
}, 60_000);

interface Answer {
  status: number;
  text: string;
}

async function fetchAs(path: string, headers: Record<string, string>): Promise<Answer> {
  const response = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, ...headers }, redirect: "manual" }));
  return { status: response.status, text: await response.text() };
}

function checkAnswer(path: string, { status, text }: Answer): void {
  expect(status, `${path} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  for (const pattern of INTERNAL) expect(text, `${path} leaks ${pattern}`).not.toMatch(pattern);
  if (!/^(\/en)?\/error\b/.test(path)) expect(text, `${path} leaks ${UNLABELLED}`).not.toMatch(UNLABELLED);
}

/** The rows of an API answer as sorted ids, or the status when it is an error. */
function outcome({ status, text }: Answer): string {
  if (status !== 200) return String(status);
  const data = (JSON.parse(text) as { data: unknown }).data;
  const rows = Array.isArray(data) ? data : [data];
  return rows
    .map((row) => (row as { id?: number } | null)?.id ?? "null")
    .sort()
    .join(",");
}

/** Runs `count` generated requests, a few at a time. */
async function runAll<T>(items: T[], run: (item: T) => Promise<void>, width = 6): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(run));
}

const MEMBER_PLURALS = ["quotation-venues", "quotation-organizers", "quotation-contractors", "booth-reservations", "leads-from-reservations", "activity-logs", "bookmarks"];

describe(`fuzz (seed ${SEED})`, () => {
  test("hostile API queries as anonymous: no 5xx, no internal text, no draft", async () => {
    const random = seeded(SEED);
    const probes = Array.from({ length: 800 }, () => apiProbe(random));
    await runAll(probes, async (probe) => {
      const answer = await fetchAs(probe.path, {});
      checkAnswer(probe.path, answer);
      if (answer.status === 200) expect(answer.text, `${probe.path} shows a forbidden row`).not.toMatch(FORBIDDEN);
      if (probe.neutralPath) expect(outcome(await fetchAs(probe.neutralPath, {})), `${probe.path} is an oracle`).toBe(outcome(answer));
    });
  }, 300_000);

  test("hostile API queries as member A: none of member B's rows, no draft, no oracle", async () => {
    const random = seeded(SEED + 1);
    const headers = bearer(alice.jwt);
    const probes = Array.from({ length: 800 }, () => apiProbe(random, random() < 0.7 ? MEMBER_PLURALS : PLURALS));
    await runAll(probes, async (probe) => {
      const answer = await fetchAs(probe.path, headers);
      checkAnswer(probe.path, answer);
      if (answer.status === 200) expect(answer.text, `${probe.path} shows a forbidden row`).not.toMatch(FORBIDDEN);
      if (probe.neutralPath) expect(outcome(await fetchAs(probe.neutralPath, headers)), `${probe.path} is an oracle`).toBe(outcome(answer));
    });
  }, 300_000);

  test("hostile API queries with the API token never fail with a 5xx", async () => {
    const random = seeded(SEED + 2);
    const probes = Array.from({ length: 250 }, () => apiProbe(random));
    await runAll(probes, async (probe) => checkAnswer(probe.path, await fetchAs(probe.path, bearer(API_TOKEN))));
  }, 300_000);

  test("hostile page paths: no 5xx, no internal text, no draft", async () => {
    const random = seeded(SEED + 3);
    const paths = Array.from({ length: 150 }, () => pagePath(random));
    await runAll(
      paths,
      async (path) => {
        const answer = await fetchAs(path, {});
        checkAnswer(path, answer);
        expect(withoutNonces(answer.text), `${path} shows a draft`).not.toMatch(FORBIDDEN);
      },
      3,
    );
  }, 300_000);
});
