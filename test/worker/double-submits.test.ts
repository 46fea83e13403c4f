import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentClient } from "../../app/content/client";
import { type OutboxPath, replayOutbox } from "../../app/portal-store/form-outbox.server";
import { answerRecaptcha, api, bearer, createMember, expectMailsSettleAt, jsonInit } from "./content-fixtures";
import { BROWSER, seedContent } from "./seeded";

/** 20 identical submissions at once store one record and send one mail; every answer is the same success. */
const TIMES = 20;
const FAIL_SWITCH = "switch:content-source-fail";

const get = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER } }));

function post(path: string, fields: Record<string, string>) {
  return exports.default.fetch(
    new Request(`http://example.com${path}`, {
      method: "POST",
      headers: { "User-Agent": BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://example.com" },
      // A person passed the reCAPTCHA check (Google's verify endpoint is answered by answerRecaptcha).
      body: new URLSearchParams({ ...fields, "g-recaptcha-response": "human" }),
      redirect: "manual",
    }),
  );
}

const count = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())?.n ?? 0;

/** The submission keys table's last row so far, and the scopes of the claims made after it. */
const lastClaim = () => count("SELECT COALESCE(MAX(rowid), 0) AS n FROM submission_keys");
const claimsSince = async (rowid: number) =>
  (await env.DB.prepare("SELECT scope FROM submission_keys WHERE rowid > ?").bind(rowid).all<{ scope: string }>()).results.map((row) => row.scope);

/** The submission key the page rendered into its form. */
async function keyFrom(path: string): Promise<string> {
  const html = await (await get(path)).text();
  const match = /<input type="hidden" name="submission_key" value="([0-9a-f]{32})"/.exec(html);
  if (!match?.[1]) throw new Error(`no submission key on ${path}`);
  return match[1];
}

async function parallel(times: number, send: () => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: times }, send));
  return Promise.all(responses.map(async (r) => ({ status: r.status, text: await r.text() })));
}

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
});
afterEach(() => env.CONTENT_CACHE.delete(FAIL_SWITCH));

describe("every form carries a one-time key", () => {
  it("each response of a page gets its own key, cached or not", async () => {
    const keys = [await keyFrom("/contact"), await keyFrom("/contact"), await keyFrom("/en/package?package=venue-premium")];
    expect(new Set(keys).size).toBe(3);
    expect((await get("/contact")).headers.get("x-page-cache")).toBe("HIT");
  }, 20_000);

  it("the footer newsletter form has one too", async () => {
    expect(await keyFrom("/aboutus")).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("page forms store a repeated submission once", () => {
  const inquiry = { package: "3", contact_name: "สมชาย ใจดี", company_name: "บริษัท ซ้ำ จำกัด", email: "twice@example.co.th", phone: "081-234-5678", message: "" };

  it("20 parallel package inquiries make one record, one claim and 20 identical successes", async () => {
    const submission_key = await keyFrom("/en/package?package=venue-premium");
    const before = await lastClaim();
    const answers = await parallel(TIMES, () => post("/en/package?package=venue-premium", { ...inquiry, submission_key }));
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    for (const answer of answers) expect(answer.text).toContain("We&#x27;ve received your request");
    expect(await count("SELECT COUNT(*) AS n FROM package_forms WHERE email = ?", inquiry.email)).toBe(1);
    // The page claims the submission; its write to the content service does not claim it again.
    expect(await claimsSince(before)).toEqual(["page:api/package-forms"]);
  });

  it("a new key with the same form is a new submission; the same key with changed data is too", async () => {
    await post("/en/package?package=venue-premium", { ...inquiry, email: "again@example.co.th", submission_key: await keyFrom("/en/package") });
    const key = await keyFrom("/en/package");
    await post("/en/package?package=venue-premium", { ...inquiry, email: "again@example.co.th", submission_key: key });
    await post("/en/package?package=venue-premium", { ...inquiry, email: "again@example.co.th", message: "one more thing", submission_key: key });
    expect(await count("SELECT COUNT(*) AS n FROM package_forms WHERE email = 'again@example.co.th'")).toBe(3);
  });

  const message = { name: "Jane Twice", email: "jane.twice@example.com", phone: "", subject: "advertising", message: "Please call me about advertising." };

  it("20 parallel contact messages make one record and one mail", async () => {
    const mailsBefore = await count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'contact'");
    const submission_key = await keyFrom("/en/contact");
    const answers = await parallel(TIMES, () => post("/en/contact", { ...message, submission_key }));
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    for (const answer of answers) expect(answer.text).toContain("Your message is on its way");
    expect(await count("SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?", message.email)).toBe(1);
    await expectMailsSettleAt(() => count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'contact'"), mailsBefore + 1);
  });

  it("a repeat of a submission the outbox holds is queued once and delivered once", async () => {
    await get("/contact");
    const mailsBefore = await count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'contact'");
    await env.CONTENT_CACHE.put(FAIL_SWITCH, "1");
    const submission_key = await keyFrom("/contact");
    const down = { ...message, email: "down.twice@example.com", submission_key };
    const answers = await parallel(TIMES, () => post("/contact", down));
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    for (const answer of answers) expect(answer.text).toContain("ส่งข้อความเรียบร้อยแล้ว");
    expect(await count("SELECT COUNT(*) AS n FROM form_outbox WHERE body LIKE '%down.twice@%'")).toBe(1);

    // Healed. The row is delivered, then (as if that answer had been lost) handed out and delivered again.
    await env.CONTENT_CACHE.delete(FAIL_SWITCH);
    const client = createContentClient({ fetcher: (request) => exports.default.fetch(request), baseUrl: "http://example.com", token: env.CONTENT_API_TOKEN });
    const send = (path: OutboxPath, body: unknown, idempotencyKey: string | undefined) => client.create(path, body, { captcha: "test", idempotencyKey });
    expect((await replayOutbox(env.DB, send)).delivered).toBeGreaterThanOrEqual(1);
    await env.DB.prepare("UPDATE form_outbox SET status = 'pending' WHERE body LIKE '%down.twice@%'").run();
    expect((await replayOutbox(env.DB, send)).delivered).toBe(1);
    // And the visitor sends the same form once more after the outage.
    expect((await post("/contact", down)).status).toBe(200);

    expect(await count("SELECT COUNT(*) AS n FROM contact_messages WHERE email = 'down.twice@example.com'")).toBe(1);
    await expectMailsSettleAt(() => count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'contact'"), mailsBefore + 1);
  });
});

describe("the API takes an Idempotency-Key", () => {
  // Metalex 2027 (seed show 2) takes reservations; booth types 1 and 2 are its shells and corners.
  const reservation = { trade_show: 2, booth_type: 2, contact_name: "Alice", email: "alice@example.com", phone: "0800000000" };
  let alice: { jwt: string; id: number };
  let bob: { jwt: string; id: number };

  beforeAll(async () => {
    alice = await createMember("alice-twice");
    bob = await createMember("bob-twice");
  });

  const reserve = (jwt: string, key: string, data: Record<string, unknown> = reservation) =>
    api("/api/booth-reservations", jsonInit("POST", { data }, { ...bearer(jwt), "Idempotency-Key": key }));

  it("20 parallel member booth reservations with one key make one record and the same answer", async () => {
    const answers = await Promise.all(Array.from({ length: TIMES }, () => reserve(alice.jwt, "reserve-booth-1")));
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    const ids = new Set(answers.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM booth_reservations WHERE user_id = ?", alice.id)).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(TIMES - 1);
  });

  it("keys are per caller: another member's same key makes their own record, never replays Alice's", async () => {
    const own = await reserve(bob.jwt, "reserve-booth-1", { ...reservation, contact_name: "Bob" });
    expect(own.status).toBe(200);
    expect(own.body.data.attributes.contact_name).toBe("Bob");
    expect(await count("SELECT COUNT(*) AS n FROM booth_reservations WHERE user_id = ?", bob.id)).toBe(1);
  });

  it("the same key with another body is refused; a failed write frees its key", async () => {
    const other = await reserve(alice.jwt, "reserve-booth-1", { ...reservation, booth_count: 2 });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toContain("Idempotency-Key");
    const invalid = await reserve(alice.jwt, "reserve-booth-2", { ...reservation, booth_type: "palace" });
    expect(invalid.status).toBe(400);
    const fixed = await reserve(alice.jwt, "reserve-booth-2", { ...reservation, booth_type: 1 });
    expect(fixed.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM booth_reservations WHERE user_id = ?", alice.id)).toBe(2);
  });

  it("the contact API (api/email) sends one mail per key", async () => {
    const mailsBefore = await count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'contact'");
    const body = { data: { name: "Api", email: "api.twice@example.com", subject: "Hi", message: "Hello there, twice." } };
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => api("/api/email", jsonInit("POST", body, { ...bearer(env.CONTENT_API_TOKEN), "Idempotency-Key": "mail-1" }))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(TIMES).fill(200));
    await expectMailsSettleAt(() => count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'contact'"), mailsBefore + 1);
  });
});
