/**
 * The local mail outbox (`mail_outbox`), where the content service's local mailer (workers/mail/mailer.ts)
 * keeps what it would have sent; read by the development mailbox page only.
 */
export interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string | null;
  kind: string | null;
  /** Extra headers as JSON (List-Unsubscribe), or null. */
  headers: string | null;
  /** JSON `[{filename, contentType, content}]`, or null for a mail without files. */
  attachments: string | null;
  created_at: string;
}

/** The 50 newest mails, newest first. */
export async function latestMails(db: D1Database): Promise<MailRow[]> {
  const { results } = await db
    .prepare("SELECT id, to_address, subject, text_body, kind, headers, attachments, created_at FROM mail_outbox ORDER BY id DESC LIMIT 50")
    .all<MailRow>();
  return results;
}
