import type { ContentEnv } from "./env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the mail is for (`email-confirmation`, `reset-password`, `contact`), kept by the local outbox. */
  kind: string;
}

/** Outbound mail. The HTTP mailer sends for real; the local one keeps mail in D1 for developers and tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Posts `{from, to, subject, text, html, reply_to}` with a Bearer key: the shape Resend and similar APIs take. */
export class HttpMailer implements Mailer {
  constructor(
    private readonly url: string,
    private readonly apiKey: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: { authorization: `Bearer ${this.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        from: this.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        reply_to: message.replyTo,
      }),
    });
    if (!response.ok) throw new Error(`mail API answered ${response.status}`);
  }
}

/** Stores outgoing mail in the `mail_outbox` table (read it with `wrangler d1 execute DB --local`). */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: D1Database) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .prepare("INSERT INTO mail_outbox (to_address, reply_to, subject, text_body, html_body, kind) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(message.to, message.replyTo ?? null, message.subject, message.text, message.html ?? null, message.kind)
      .run();
  }
}

export function mailerFor(env: ContentEnv): Mailer {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) {
    return new HttpMailer(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM ?? "no-reply@localhost");
  }
  return new OutboxMailer(env.DB);
}
