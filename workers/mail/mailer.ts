import { headerText } from "../../app/lib/mail-header";
import type { MailEnv } from "./env";
import type { Mailer, MailMessage } from "./mail-message";

/** A provider that does not answer within this is treated as down: the queue tries again later. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** A mail the provider did not take; `retryable` when trying again later may work (5xx, 429, no answer). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The headers of a message, each made safe to copy into a header line. */
const safeHeaders = (message: MailMessage) => ({
  to: headerText(message.to),
  subject: headerText(message.subject),
  replyTo: message.replyTo ? headerText(message.replyTo) : undefined,
  extra: message.headers ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [headerText(name), headerText(value)])) : undefined,
});

/** Attachments as the provider takes them: the file's bytes in base64. */
function providerAttachments(message: MailMessage) {
  return message.attachments?.map((file) => ({ filename: file.filename, content_type: file.contentType, content: base64Text(file.content) }));
}

function base64Text(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Posts `{from, to, subject, text, html, reply_to, headers, attachments}` with a Bearer key: the shape Resend and
 * similar APIs take.
 */
export class HttpMailer implements Mailer {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage, id: string): Promise<void> {
    const { to, subject, replyTo, extra } = safeHeaders(message);
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: "POST",
        // The provider sends one mail per key (Resend keeps a key 24 hours): a send repeated after a crash is not a second mail.
        headers: { authorization: `Bearer ${this.apiKey}`, "content-type": "application/json", "idempotency-key": id },
        body: JSON.stringify({
          from: this.from,
          to: [to],
          subject,
          text: message.text,
          html: message.html,
          reply_to: replyTo,
          headers: extra,
          attachments: providerAttachments(message),
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MailDeliveryError(`mail API did not answer: ${String(error)}`, true);
    }
    // 409: the provider is still working on a send under the same key; 429: too many at once. Both pass.
    if (!response.ok) throw new MailDeliveryError(`mail API answered ${response.status}`, response.status >= 500 || response.status === 429 || response.status === 409);
  }
}

/**
 * Stores outgoing mail in the local mailbox table `mail_outbox` (read it at /dev/mailbox or with `wrangler d1
 * execute DB --local`), each outbox id once, as a provider keeps an idempotency key.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: D1Database) {}

  async send(message: MailMessage, id: string): Promise<void> {
    const { to, subject, replyTo, extra } = safeHeaders(message);
    await this.db
      .prepare(
        `INSERT INTO mail_outbox (mail_id, to_address, reply_to, subject, text_body, html_body, kind, headers, attachments) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (mail_id) DO NOTHING`,
      )
      .bind(
        id,
        to,
        replyTo ?? null,
        subject,
        message.text,
        message.html ?? null,
        message.kind,
        extra ? JSON.stringify(extra) : null,
        message.attachments?.length ? JSON.stringify(message.attachments) : null,
      )
      .run();
  }
}

/** What finally hands a mail over: the provider when one is configured, else the local outbox. */
export function deliveryMailer(env: MailEnv): Mailer {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) {
    return new HttpMailer(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM ?? "no-reply@localhost");
  }
  return new OutboxMailer(env.DB);
}
