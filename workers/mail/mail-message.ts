import type { Locale } from "../../app/domain/locales";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * What the mail is for (`email-confirmation`, `reset-password`, `contact`), kept by the local outbox. The kinds
   * in OPTIONAL_MAIL_KINDS (app/lib/mail-preferences.ts: `newsletter`, `show-reminder`, `follow-digest`) are the
   * ones a person can stop: delivery skips them for whoever unsubscribed and adds the unsubscribe link and headers.
   */
  kind: string;
  /** The mail's language, for the unsubscribe link and page; Thai when unset. */
  locale?: Locale;
  /** Extra header lines (List-Unsubscribe), set at delivery (optional-mail.ts). */
  headers?: Record<string, string>;
  /** Files sent with the mail (a reminder's `.ics`); `content` is the file's text. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Outbound mail. The HTTP mailer sends for real; the local one keeps mail in D1 for developers and tests. `id` is
 * the outbox row's: both take each id once, so a try repeated after a crash makes no second mail.
 */
export interface Mailer {
  send(message: MailMessage, id: string): Promise<void>;
}

/**
 * A message on the mail queue: the outbox row to deliver. Mail queued before the outbox (migration 0027) carries
 * its `message` too and is written to the outbox when it arrives.
 */
export interface QueuedMail {
  id: string;
  message?: MailMessage;
}
