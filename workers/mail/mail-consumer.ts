import type { MailEnv } from "./env";
import type { QueuedMail } from "./mail-message";
import { deliveryMailer, MailDeliveryError } from "./mailer";
import { mailToDeliver } from "./optional-mail";

/** The dead-letter queue (wrangler.toml): what the mail queue gave up on after its retries. */
export const DEAD_MAIL_QUEUE_NAME = "portal-mail-dead";

/** Waits between tries: 30 s, 1, 2, 4, 8 min … at most an hour, so a provider's outage of a few hours is ridden out. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Delivers a batch of queued mail, each message once: an id already delivered is acknowledged without sending
 * again (the queue may deliver a message twice), and so is a mail its recipient unsubscribed from; one another
 * consumer holds is tried again after its claim expires. A provider that fails for now (5xx, 429, no answer)
 * gets the message back later; one that refuses it for good (a 4xx) puts it among the failed mails at once.
 */
export async function deliverMailBatch(batch: MessageBatch<QueuedMail>, env: MailEnv): Promise<void> {
  const mailer = deliveryMailer(env);
  for (const message of batch.messages) {
    const { id, message: queued } = message.body;
    // Read at delivery, not when queued: an unsubscribe stops the mail already waiting too.
    const mail = await mailToDeliver(env, queued);
    const claim = mail && (await claimDelivery(env.DB, id));
    if (!mail || claim === "done") {
      message.ack();
      continue;
    }
    // Another consumer is sending it, or died doing so: come back once its claim has expired, then sent or taken over.
    if (claim === "busy") {
      message.retry({ delaySeconds: CLAIM_SECONDS });
      continue;
    }
    try {
      await mailer.send(mail);
      await env.DB.prepare("UPDATE mail_deliveries SET state = 'sent', updated_at = CURRENT_TIMESTAMP WHERE id = ?").bind(id).run();
      message.ack();
    } catch (error) {
      await env.DB.prepare("DELETE FROM mail_deliveries WHERE id = ? AND state = 'sending'").bind(id).run();
      if (error instanceof MailDeliveryError && !error.retryable) {
        await keepFailedMail(env.DB, message.body, error.message, message.attempts);
        message.ack();
      } else {
        console.error(`mail ${mail.kind} to be tried again`, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  }
}

/** Mail the queue gave up on after its last retry: kept for the site team with why it failed. */
export async function keepDeadMail(batch: MessageBatch<QueuedMail>, env: MailEnv): Promise<void> {
  for (const message of batch.messages) {
    await keepFailedMail(env.DB, message.body, "no delivery after the last retry", message.attempts);
    message.ack();
  }
}

/** How long a consumer's claim on a mail keeps others from sending it: a send takes seconds, not minutes. */
export const CLAIM_SECONDS = 600;

/**
 * Whether this consumer may send `id`: "claimed" when nobody sent it yet and nobody is sending it now (a claim
 * left by a consumer that died mid-send is taken over once it expired), "done" when it was sent, "busy" while
 * another claim holds it.
 */
async function claimDelivery(db: D1Database, id: string): Promise<"claimed" | "done" | "busy"> {
  const claimed = await db
    .prepare(
      `INSERT INTO mail_deliveries (id, state) VALUES (?, 'sending')
       ON CONFLICT(id) DO UPDATE SET updated_at = CURRENT_TIMESTAMP
         WHERE mail_deliveries.state = 'sending' AND mail_deliveries.updated_at < datetime('now', '-${CLAIM_SECONDS} seconds')
       RETURNING id`,
    )
    .bind(id)
    .first();
  if (claimed) return "claimed";
  const held = await db.prepare("SELECT state FROM mail_deliveries WHERE id = ?").bind(id).first<{ state: string }>();
  return held?.state === "sending" ? "busy" : "done";
}

async function keepFailedMail(db: D1Database, { id, message }: QueuedMail, reason: string, attempts: number): Promise<void> {
  await db
    .prepare("INSERT INTO mail_failures (mail_id, kind, to_address, subject, reason, attempts, message) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(id, message.kind, message.to, message.subject, reason, attempts, JSON.stringify(message))
    .run();
}
