import { sha256Hex } from "../../app/lib/hex";
import type { Mailer, MailMessage, QueuedMail } from "./mail-message";

/**
 * Hands mail to the mail queue instead of the provider: the write that caused it is stored and answered at
 * once, and the queue's consumer (mail-consumer.ts) delivers, retrying while the provider fails.
 */
export class QueueMailer implements Mailer {
  constructor(private readonly queue: Queue<QueuedMail>) {}

  async send(message: MailMessage): Promise<void> {
    await this.sendAs(await mailId(message), message);
  }

  /** Under an id the caller chose and keeps (a contact message names its mail, workers/content/contact-mail.ts). */
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
