import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import type { MailMessage, QueuedMail } from "../../workers/mail/mail-message";
import { CLAIM_SECONDS, DEAD_MAIL_QUEUE_NAME } from "../../workers/mail/mail-consumer";
import { mailerFor, mailId } from "../../workers/mail/mail-producer";

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
async function queued(overrides: Partial<MailMessage> = {}): Promise<QueuedMail> {
  serial += 1;
  const message: MailMessage = {
    kind: "quotation-received",
    to: "sales@bitec.example",
    subject: `คำขอใบเสนอราคาใหม่ QV-${String(serial).padStart(6, "0")}: งานแสดงสินค้าเครื่องจักร`,
    text: "มีคำขอใบเสนอราคาใหม่ถึง ไบเทค บางนา",
    ...overrides,
  };
  return { id: await mailId(message), message };
}

async function deliver(bodies: QueuedMail[], attempts = 1, queue = "portal-mail") {
  const batch = createMessageBatch<QueuedMail>(
    queue,
    bodies.map((body, i) => ({ id: `msg-${serial}-${i}`, timestamp: Date.now(), attempts, body })),
  );
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  await worker.queue!(batch, providerEnv);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retries.flatMap((spy) => spy.mock.calls.map(([options]) => options?.delaySeconds)) };
}

const failures = (mailIdOf: string) =>
  env.DB.prepare("SELECT reason, attempts, to_address FROM mail_failures WHERE mail_id = ?").bind(mailIdOf).all<{ reason: string; attempts: number; to_address: string }>();

describe("the mail queue", () => {
  it("carries a write's mail to the outbox after the answer, with no line break in any header", async () => {
    const before = await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM mail_outbox").first<{ id: number }>();
    await mailerFor(env).send({ kind: "queue-check", to: "organizer@example.com\r\nBcc: all@example.com", subject: "Expo 2027\r\nBcc: all@example.com", text: "hello" });
    await expect
      .poll(() => env.DB.prepare("SELECT to_address, subject FROM mail_outbox WHERE kind = 'queue-check' AND id > ?").bind(before!.id).first(), { timeout: 5000 })
      .toEqual({ to_address: "organizer@example.com Bcc: all@example.com", subject: "Expo 2027 Bcc: all@example.com" });
  });

  it("tries again later, with a growing delay, when the provider answers 5xx or not at all, and sends once it works", async () => {
    const sent = fakeProvider(503, "timeout");
    const mail = await queued();
    const first = await deliver([mail], 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.retryDelays).toEqual([30]);
    const second = await deliver([mail], 2);
    expect(second.retryMessages).toHaveLength(1);
    expect(second.retryDelays).toEqual([60]);
    expect(sent).toEqual([]);
    const third = await deliver([mail], 3);
    expect(third.retryMessages).toEqual([]);
    expect(third.explicitAcks).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ["sales@bitec.example"], subject: mail.message.subject });
    expect((await failures(mail.id)).results).toEqual([]);
  });

  it("hands the provider a newsletter's one-click unsubscribe headers and link, and a transactional mail without them", async () => {
    const sent = fakeProvider();
    await deliver([await queued({ kind: "newsletter", locale: "en", to: "reader@example.com", subject: "Newsletter", text: "News", html: "<p>News</p>" })]);
    await deliver([await queued()]);
    expect(sent).toHaveLength(2);
    const [newsletter, quotation] = sent as [{ headers: Record<string, string>; text: string; html: string }, { headers?: unknown; text: string }];
    expect(newsletter.headers["List-Unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:8787\/en\/unsubscribe\?token=[\w.-]+>$/);
    expect(newsletter.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(newsletter.text).toContain("Unsubscribe here:\nhttp://127.0.0.1:8787/en/unsubscribe?token=");
    expect(newsletter.html).toContain('<a href="http://127.0.0.1:8787/en/unsubscribe?token=');
    expect(quotation.headers).toBeUndefined();
    expect(quotation.text).not.toContain("unsubscribe");
  });

  it("makes one mail of one event even when the queue delivers its message twice", async () => {
    const sent = fakeProvider();
    const mail = await queued();
    const once = await deliver([mail, mail]);
    expect(once.explicitAcks).toHaveLength(2);
    const again = await deliver([mail], 2);
    expect(again.explicitAcks).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("tries a message again once the claim of a consumer that is sending it, or died sending it, has expired", async () => {
    const sent = fakeProvider();
    const mail = await queued();
    await env.DB.prepare("INSERT INTO mail_deliveries (id, state) VALUES (?, 'sending')").bind(mail.id).run();
    const whileHeld = await deliver([mail]);
    expect(whileHeld.explicitAcks).toEqual([]);
    expect(whileHeld.retryDelays).toEqual([CLAIM_SECONDS]);
    expect(sent).toEqual([]);
    await env.DB.prepare("UPDATE mail_deliveries SET updated_at = datetime('now', '-11 minutes') WHERE id = ?").bind(mail.id).run();
    const afterExpiry = await deliver([mail], 2);
    expect(afterExpiry.explicitAcks).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("keeps a mail the provider refuses for good (4xx) among the failed mails, without retrying it", async () => {
    fakeProvider(422);
    const mail = await queued({ to: "not-an-address" });
    const result = await deliver([mail]);
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toHaveLength(1);
    expect((await failures(mail.id)).results).toEqual([{ reason: "mail API answered 422", attempts: 1, to_address: "not-an-address" }]);
  });

  it("keeps what the dead-letter queue receives for the site team, with the whole message", async () => {
    const mail = await queued();
    const result = await deliver([mail], 9, DEAD_MAIL_QUEUE_NAME);
    expect(result.explicitAcks).toHaveLength(1);
    const row = await env.DB.prepare("SELECT reason, attempts, message FROM mail_failures WHERE mail_id = ?").bind(mail.id).first<{ reason: string; attempts: number; message: string }>();
    expect(row).toMatchObject({ reason: "no delivery after the last retry", attempts: 9 });
    expect(JSON.parse(row!.message)).toEqual(mail.message);
  });
});
