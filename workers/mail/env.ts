/**
 * The bindings and variables mail reads; the content service's (workers/content/env.ts) include them. Without a
 * mail API, mail is kept in the local outbox (mailer.ts).
 */
export type MailEnv = Env & {
  /** HTTP mail API (JSON `{from, to, subject, text, html}`, Bearer MAIL_API_KEY), e.g. Resend's /emails. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Where contact messages from `/api/email` go. */
  MAIL_CONTACT_TO?: string;
};
