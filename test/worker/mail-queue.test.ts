import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { claimOutboxMail } from "../../app/shared-store/outbox.server";
import type { MailMessage, QueuedMail } from "../../workers/mail/mail-message";
import { CLAIM_SECONDS, DEAD_MAIL_QUEUE_NAME, deliverMailBatch, MAX_ATTEMPTS } from "../../workers/mail/mail-consumer";
import { dispatchMail, newMail, type OutboxMail, outboxed } from "../../workers/mail/mail-producer";

/** The outside mail provider: the one thing faked here, answering each POST with the next status in `answers`. */
const PROVIDER = "https://mail-provider.example/emails";
const providerEnv = { ...env, MAIL_API_URL: PROVIDER, MAIL_API_KEY: "test-key", MAIL_FROM: "ExpoLink <no-reply@expolink.example>" };

function fakeProvider(...answers: Array<number | "timeout">) {
  const sent: Array<Record<string, unknown>> = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== PROVIDER) return realFetch(input, init);
    const answer = answers.shift() ?? 200;
    if (answer === "timeout") throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    if (answer < 300) sent.push(await request.json());
    return new Response(JSON.stringify({ id: "sent" }), { status: answer });
  });
  return sent;
}

afterEach(() => vi.restoreAllMocks());

let serial = 0;
/** A mail in the outbox, waiting, as the write that caused it left it (docs/decisions/053). */
async function waiting(overrides: Partial<MailMessage> = {}): Promise<OutboxMail> {
  serial += 1;
  const mail = newMail({
    kind: "quotation-received",
    to: "sales@bitec.example",
    subject: `คำขอใบเสนอราคาใหม่ QV-${String(serial).padStart(6, "0")}: งานแสดงสินค้าเครื่องจักร`,
    text: "มีคำขอใบเสนอราคาใหม่ถึง ไบเทค บางนา",
    ...overrides,
  });
  await env.DB.batch(outboxed(env.DB, [mail]));
  return mail;
}

/** The consumer taking these queue messages, as the platform hands them over; `clock` moves its time. */
async function deliver(bodies: QueuedMail[], { queue = "portal-mail", clock }: { queue?: string; clock?: () => Date } = {}) {
  const batch = createMessageBatch<QueuedMail>(
    queue,
    bodies.map((body, i) => ({ id: `msg-${serial}-${i}`, timestamp: Date.now(), attempts: 1, body })),
  );
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  if (clock) await deliverMailBatch(batch, providerEnv, clock);
  else await worker.queue!(batch, providerEnv);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retries.flatMap((spy) => spy.mock.calls.map(([options]) => options?.delaySeconds)) };
}

const rowOf = (id: string) =>
  env.DB.prepare("SELECT state, attempts, last_error, error_kind FROM outbox WHERE id = ?").bind(id).first<{ state: string; attempts: number; last_error: string | null; error_kind: string | null }>();

describe("the mail queue", () => {
  it("carries a write's mail to the local mailbox after the answer, with no line break in any header", async () => {
    const before = await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM mail_outbox").first<{ id: number }>();
    const mail = await waiting({ kind: "queue-check", to: "organizer@example.com\r\nBcc: all@example.com", subject: "Expo 2027\r\nBcc: all@example.com", text: "hello" });
    await dispatchMail(env, [mail.id]);
    await expect
      .poll(() => env.DB.prepare("SELECT to_address, subject, mail_id FROM mail_outbox WHERE kind = 'queue-check' AND id > ?").bind(before!.id).first(), { timeout: 5000 })
      .toEqual({ to_address: "organizer@example.com Bcc: all@example.com", subject: "Expo 2027 Bcc: all@example.com", mail_id: mail.id });
    await expect.poll(async () => (await rowOf(mail.id))?.state, { timeout: 5000 }).toBe("done");
  });

  it("tries again later, with a growing delay, when the provider answers 5xx or not at all, and sends once it works", async () => {
    const sent = fakeProvider(503, "timeout");
    const mail = await waiting();
    const first = await deliver([{ id: mail.id }]);
    expect(first.retryDelays).toEqual([30]);
    expect(await rowOf(mail.id)).toEqual({ state: "waiting", attempts: 1, last_error: "mail API answered 503", error_kind: "outage" });
    const second = await deliver([{ id: mail.id }]);
    expect(second.retryDelays).toEqual([60]);
    expect(sent).toEqual([]);
    const third = await deliver([{ id: mail.id }]);
    expect(third.retryMessages).toEqual([]);
    expect(third.explicitAcks).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ["sales@bitec.example"], subject: mail.message.subject });
    expect(await rowOf(mail.id)).toMatchObject({ state: "done", attempts: 3 });
  });

  it("names the outbox row to the provider as the idempotency key", async () => {
    const keys: Array<string | null> = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== PROVIDER) return realFetch(input, init);
      keys.push(request.headers.get("idempotency-key"));
      return new Response("{}", { status: 200 });
    });
    const mail = await waiting();
    await deliver([{ id: mail.id }]);
    expect(keys).toEqual([mail.id]);
  });

  it("hands the provider a newsletter's one-click unsubscribe headers and link, and a transactional mail without them", async () => {
    const sent = fakeProvider();
    await deliver([{ id: (await waiting({ kind: "newsletter", locale: "en", to: "reader@example.com", subject: "Newsletter", text: "News", html: "<p>News</p>" })).id }]);
    await deliver([{ id: (await waiting()).id }]);
    expect(sent).toHaveLength(2);
    const [newsletter, quotation] = sent as [{ headers: Record<string, string>; text: string; html: string }, { headers?: unknown; text: string }];
    expect(newsletter.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:8787\/en\/unsubscribe\?token=[\w.-]+>$/);
    expect(newsletter.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(newsletter.text).toContain("Unsubscribe here:\nhttp://127.0.0.1:8787/en/unsubscribe?token=");
    expect(newsletter.html).toContain('<a href="http://127.0.0.1:8787/en/unsubscribe?token=');
    expect(quotation.headers).toBeUndefined();
    expect(quotation.text).not.toContain("unsubscribe");
  });

  it("makes one mail of one row even when the queue hands its message over twice", async () => {
    const sent = fakeProvider();
    const mail = await waiting();
    const once = await deliver([{ id: mail.id }, { id: mail.id }]);
    expect(once.explicitAcks).toHaveLength(2);
    const again = await deliver([{ id: mail.id }]);
    expect(again.explicitAcks).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("picks up a mail whose consumer died mid-batch once its claim has expired, and sends it once", async () => {
    const sent = fakeProvider();
    const mail = await waiting();
    const now = Date.now();
    // A consumer claimed it and died before sending: nothing else happened.
    expect(await claimOutboxMail(env.DB, mail.id, new Date(now), CLAIM_SECONDS * 1000)).toMatchObject({ kind: "claimed", attempts: 1 });
    const whileHeld = await deliver([{ id: mail.id }], { clock: () => new Date(now + 1000) });
    expect(whileHeld.explicitAcks).toEqual([]);
    expect(whileHeld.retryDelays).toEqual([CLAIM_SECONDS - 1]);
    expect(sent).toEqual([]);
    const afterExpiry = await deliver([{ id: mail.id }, { id: mail.id }], { clock: () => new Date(now + (CLAIM_SECONDS + 1) * 1000) });
    expect(afterExpiry.explicitAcks).toHaveLength(2);
    expect(sent).toHaveLength(1);
    expect(await rowOf(mail.id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("fails a mail the provider refuses for good (4xx) at once, without retrying it, for the back office", async () => {
    fakeProvider(422);
    const mail = await waiting({ to: "not-an-address" });
    const result = await deliver([{ id: mail.id }]);
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await rowOf(mail.id)).toEqual({ state: "failed", attempts: 1, last_error: "mail API answered 422", error_kind: "refused" });
  });

  it("fails a mail after its last try through an outage, as an outage", async () => {
    fakeProvider(503);
    const mail = await waiting();
    await env.DB.prepare("UPDATE outbox SET attempts = ? WHERE id = ?").bind(MAX_ATTEMPTS - 1, mail.id).run();
    const result = await deliver([{ id: mail.id }]);
    expect(result.retryMessages).toEqual([]);
    expect(await rowOf(mail.id)).toEqual({ state: "failed", attempts: MAX_ATTEMPTS, last_error: "mail API answered 503", error_kind: "outage" });
  });

  it("fails what the dead-letter queue receives, and leaves a mail that was sent meanwhile alone", async () => {
    const mail = await waiting();
    const result = await deliver([{ id: mail.id }], { queue: DEAD_MAIL_QUEUE_NAME });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await rowOf(mail.id)).toMatchObject({ state: "failed", last_error: "no delivery after the last retry", error_kind: "outage" });
    fakeProvider();
    const sentMail = await waiting();
    await deliver([{ id: sentMail.id }]);
    await deliver([{ id: sentMail.id }], { queue: DEAD_MAIL_QUEUE_NAME });
    expect((await rowOf(sentMail.id))?.state).toBe("done");
  });

  it("takes a mail queued before the outbox, with its message, into the outbox and delivers it once", async () => {
    const sent = fakeProvider();
    const message: MailMessage = { kind: "contact", to: "team@expolink.example", subject: "Queued before the outbox", text: "hello" };
    const id = `legacy-${Date.now()}`;
    await deliver([{ id, message }, { id, message }]);
    expect(sent).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: "done", attempts: 1 });
  });
});
