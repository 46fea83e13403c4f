import { sha256Hex } from "../../app/lib/hex";
import { outboxMails, queueOutbox } from "../../app/shared-store/outbox.server";
import type { MailEnv } from "./env";
import { deliverOutboxMail } from "./mail-consumer";
import type { MailMessage } from "./mail-message";

// The one place mail is produced (docs/decisions/053): every sender writes its mails to the outbox with outboxed,
// in the batch of the write that causes them, then hands them on with dispatchMail; mail-consumer.ts delivers.

/** A mail and the outbox id it is delivered under, once. */
export interface OutboxMail {
  id: string;
  message: MailMessage;
}

/** A mail written once with the write that causes it: any fresh id names it. */
export const newMail = (message: MailMessage): OutboxMail => ({ id: crypto.randomUUID(), message });

/**
 * A mail composed for an event (a write event): its id derives from the event, its kind and its recipient, so
 * composing the event again (the cron after a crash, two composers at once) gives the ids the outbox keeps already.
 */
export async function eventMail(event: string, message: MailMessage): Promise<OutboxMail> {
  return { id: await sha256Hex(JSON.stringify([event, message.kind, message.to])), message };
}

/**
 * The statement that writes `mails` to the outbox (none for no mail): run it in the batch of the write that
 * causes them, after a claim when `onlyIf` is `changes() = 1`, so the claim and its mails are one.
 */
export function outboxed(db: D1Database, mails: OutboxMail[], now = new Date(), onlyIf?: string): D1PreparedStatement[] {
  return outboxMails(db, mails, now, onlyIf);
}

/**
 * After the batch that wrote them committed: hands the mails to the mail queue by id, or, where there is none
 * (some tests), delivers them at once. Never throws: a mail not handed on waits in the outbox for the cron's pass.
 */
export async function dispatchMail(env: MailEnv, ids: string[], now = new Date()): Promise<void> {
  if (env.MAIL_QUEUE) {
    await queueOutbox(env.MAIL_QUEUE, ids);
    return;
  }
  for (const id of ids) {
    await deliverOutboxMail(env, id, now).catch((error: unknown) => console.error("mail left for the scheduled pass", error));
  }
}

/** Runs `statements` and writes `mails` in one batch, then hands the mails on; the statements' results. */
export async function batchWithMail(env: MailEnv, statements: D1PreparedStatement[], mails: OutboxMail[], now = new Date()): Promise<D1Result[]> {
  const results = await env.DB.batch([...statements, ...outboxed(env.DB, mails, now)]);
  await dispatchMail(env, mails.map((mail) => mail.id), now);
  return results.slice(0, statements.length);
}

/**
 * Runs `claim` (a row that says "this run sends it": a reminder's, a resend's) and, only when it wrote that row,
 * writes `mails` with it, in one batch; then hands them on. Two runs at once: one claims and mails, the other
 * writes nothing. The claim's result.
 */
export async function claimWithMail(env: MailEnv, claim: D1PreparedStatement, mails: OutboxMail[]): Promise<D1Result> {
  const [claimed] = await env.DB.batch([claim, ...outboxed(env.DB, mails, new Date(), "changes() = 1")]);
  if (claimed!.meta.changes > 0) await dispatchMail(env, mails.map((mail) => mail.id));
  return claimed!;
}
