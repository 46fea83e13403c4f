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

  async send(message: MailMessage): Promise<void> {
    const { to, subject, replyTo, extra } = safeHeaders(message);
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: "POST",
        headers: { authorization: `Bearer ${this.apiKey}`, "content-type": "application/json" },
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
    if (!response.ok) throw new MailDeliveryError(`mail API answered ${response.status}`, response.status >= 500 || response.status === 429);
  }
}

/** Stores outgoing mail in the `mail_outbox` table (read it with `wrangler d1 execute DB --local`). */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: D1Database) {}

  async send(message: MailMessage): Promise<void> {
    const { to, subject, replyTo, extra } = safeHeaders(message);
    await this.db
      .prepare("INSERT INTO mail_outbox (to_address, reply_to, subject, text_body, html_body, kind, headers, attachments) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
      .bind(
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
