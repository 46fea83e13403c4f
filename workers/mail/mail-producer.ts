import { sha256Hex } from "../../app/lib/hex";
import type { MailEnv } from "./env";
import type { Mailer, MailMessage, QueuedMail } from "./mail-message";
import { deliveryMailer } from "./mailer";
import { mailToDeliver } from "./optional-mail";

// The one place mail is produced: every sender goes through mailerFor or sendMailAs; mail-consumer.ts delivers.

/**
 * Hands mail to the mail queue instead of the provider: the write that caused it is stored and answered at
 * once, and the queue's consumer (mail-consumer.ts) delivers, retrying while the provider fails.
 */
export class QueueMailer implements Mailer {
  constructor(private readonly queue: Queue<QueuedMail>) {}

  async send(message: MailMessage): Promise<void> {
    await this.sendAs(await mailId(message), message);
  }

  /** Under an id the caller chose and keeps (a contact message names its mail, contact-mail.ts). */
  async sendAs(id: string, message: MailMessage): Promise<void> {
    await this.queue.send({ id, message });
  }
}

/**
 * One event, one id: the digest of what the mail says. Every mail of an event names it (a reference number, a
 * one-time link), so two different events never share an id, and the same event sent twice does.
 */
export function mailId(message: MailMessage): Promise<string> {
  return sha256Hex(JSON.stringify([message.kind, message.to, message.subject, message.text, message.html ?? null, message.replyTo ?? null]));
}

/** Delivery without a queue, under the same unsubscribe rule as the queue's consumer. */
function directMailer(env: MailEnv): Mailer {
  const mailer = deliveryMailer(env);
  return {
    async send(message) {
      const mail = await mailToDeliver(env, message);
      if (mail) await mailer.send(mail);
    },
  };
}

/** What a write sends mail with: the mail queue (retries, dead letters), or straight to delivery where there is none. */
export function mailerFor(env: MailEnv): Mailer {
  return env.MAIL_QUEUE ? new QueueMailer(env.MAIL_QUEUE) : directMailer(env);
}

/** Sends as mailerFor does, the queued mail under `id`, so the record that caused it can name its delivery. */
export async function sendMailAs(env: MailEnv, id: string, message: MailMessage): Promise<void> {
  if (env.MAIL_QUEUE) await new QueueMailer(env.MAIL_QUEUE).sendAs(id, message);
  else await directMailer(env).send(message);
}
