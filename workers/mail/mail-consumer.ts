import { claimOutboxMail, giveUpOutboxMail, outboxMails, settleOutboxMail } from "../../app/shared-store/outbox.server";
import type { MailEnv } from "./env";
import type { MailMessage, QueuedMail } from "./mail-message";
import { deliveryMailer, MailDeliveryError } from "./mailer";
import { mailToDeliver } from "./optional-mail";

/** The dead-letter queue (wrangler.toml): what the mail queue gave up on after its retries. */
export const DEAD_MAIL_QUEUE_NAME = "portal-mail-dead";

/** How long a consumer's claim on a mail keeps others from sending it: a send takes at most the provider's 10 s time-out. */
export const CLAIM_SECONDS = 120;

/** Tries before a mail counts as failed: the first and 8 retries, about two hours of a provider's outage. */
export const MAX_ATTEMPTS = 9;

/** Waits between tries: 30 s, 1, 2, 4, 8 min … at most an hour, so a provider's outage of a few hours is ridden out. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** What became of a delivery: nothing left to do (sent, failed, not ours), or try again after a delay. */
export type Delivery = { kind: "settled" } | { kind: "later"; delaySeconds: number };

const SETTLED: Delivery = { kind: "settled" };

/**
 * Delivers the outbox mail `id` once (docs/decisions/053): claimed first, so a row the queue hands over twice, or
 * that the cron handed on again, is sent by one consumer; a row sent or failed already is left alone, one another
 * consumer holds comes back when that claim ends (sent by then, or taken over). A mail the recipient unsubscribed
 * from is dropped. A provider that fails for now (5xx, 429, no answer) gets the mail again later, with a growing
 * delay, until MAX_ATTEMPTS; one that refuses it for good (another 4xx) fails it at once, for the back office.
 */
export async function deliverOutboxMail(env: MailEnv, id: string, now = new Date()): Promise<Delivery> {
  const claim = await claimOutboxMail(env.DB, id, now, CLAIM_SECONDS * 1000);
  if (claim.kind === "settled") return SETTLED;
  if (claim.kind === "busy") return { kind: "later", delaySeconds: Math.max(1, Math.ceil((Date.parse(claim.until) - now.getTime()) / 1000)) };
  const message = claim.message as MailMessage;
  try {
    // Read at delivery, not when written: an unsubscribe stops the mail already waiting too.
    const mail = await mailToDeliver(env, message);
    if (mail) await deliveryMailer(env).send(mail, id);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof MailDeliveryError && !error.retryable) {
      await settleOutboxMail(env.DB, id, { state: "failed", error: text, errorKind: "refused" }, now);
      return SETTLED;
    }
    if (claim.attempts >= MAX_ATTEMPTS) {
      await settleOutboxMail(env.DB, id, { state: "failed", error: text, errorKind: "outage" }, now);
      return SETTLED;
    }
    console.error(`mail ${message.kind} to be tried again`, error);
    const delaySeconds = retryDelaySeconds(claim.attempts);
    await settleOutboxMail(env.DB, id, { state: "waiting", retryAt: new Date(now.getTime() + delaySeconds * 1000), error: text }, now);
    return { kind: "later", delaySeconds };
  }
  await settleOutboxMail(env.DB, id, { state: "done" }, now);
  return SETTLED;
}

/** The row a queue message names; mail queued before the outbox is written to it first. */
async function outboxIdOf(env: MailEnv, { id, message }: QueuedMail, now: Date): Promise<string> {
  if (message) await Promise.all(outboxMails(env.DB, [{ id, message }], now).map((statement) => statement.run()));
  return id;
}

/** The mail queue's consumer: each message's row delivered once, acknowledged or handed back with the delay its row asks. */
export async function deliverMailBatch(batch: MessageBatch<QueuedMail>, env: MailEnv, clock: () => Date = () => new Date()): Promise<void> {
  for (const message of batch.messages) {
    const now = clock();
    const delivery = await deliverOutboxMail(env, await outboxIdOf(env, message.body, now), now);
    if (delivery.kind === "later") message.retry({ delaySeconds: delivery.delaySeconds });
    else message.ack();
  }
}

/** Mail the queue gave up on after its last retry (a consumer that kept failing): failed, for the site team. */
export async function keepDeadMail(batch: MessageBatch<QueuedMail>, env: MailEnv, clock: () => Date = () => new Date()): Promise<void> {
  for (const message of batch.messages) {
    const now = clock();
    await giveUpOutboxMail(env.DB, await outboxIdOf(env, message.body, now), "no delivery after the last retry", now);
    message.ack();
  }
}
