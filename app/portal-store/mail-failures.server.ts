/**
 * Mail the queue gave up on (`mail_failures`, migrations/0013_mail_queue.sql, kept by
 * workers/mail/mail-consumer.ts), read by the back office's failed mails page, which may send one again.
 */
export interface FailedMail {
  id: number;
  mailId: string;
  kind: string | null;
  to: string;
  subject: string;
  reason: string;
  attempts: number;
  failedAt: string;
  resentAt: string | null;
}

interface FailureRow {
  id: number;
  mail_id: string;
  kind: string | null;
  to_address: string;
  subject: string;
  reason: string;
  attempts: number;
  failed_at: string;
  resent_at: string | null;
}

const toFailedMail = (row: FailureRow): FailedMail => ({
  id: row.id,
  mailId: row.mail_id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  reason: row.reason,
  attempts: row.attempts,
  failedAt: row.failed_at,
  resentAt: row.resent_at,
});

export const FAILED_MAILS_PAGE_SIZE = 25;

/** One page of failed mails, newest first, and how many pages there are. */
export async function failedMails(db: D1Database, page: number): Promise<{ mails: FailedMail[]; pageCount: number }> {
  const [rows, count] = await Promise.all([
    db
      .prepare("SELECT id, mail_id, kind, to_address, subject, reason, attempts, failed_at, resent_at FROM mail_failures ORDER BY id DESC LIMIT ? OFFSET ?")
      .bind(FAILED_MAILS_PAGE_SIZE, (page - 1) * FAILED_MAILS_PAGE_SIZE)
      .all<FailureRow>(),
    db.prepare("SELECT COUNT(*) AS total FROM mail_failures").first<{ total: number }>(),
  ]);
  return { mails: rows.results.map(toFailedMail), pageCount: Math.max(1, Math.ceil((count?.total ?? 0) / FAILED_MAILS_PAGE_SIZE)) };
}

/**
 * Claims a failed mail for sending again, once: the row as it was and its stored message, or null when it is
 * unknown or was sent again already (a second tab, a double click).
 */
export async function claimResend(db: D1Database, id: number): Promise<{ before: FailedMail; message: unknown } | null> {
  const row = await db
    .prepare(
      `UPDATE mail_failures SET resent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND resent_at IS NULL
       RETURNING id, mail_id, kind, to_address, subject, reason, attempts, failed_at, message`,
    )
    .bind(id)
    .first<FailureRow & { message: string }>();
  return row ? { before: toFailedMail({ ...row, resent_at: null }), message: JSON.parse(row.message) } : null;
}

/** Gives a claim back when the queue did not take the mail, so it can be tried again. */
export async function releaseResend(db: D1Database, id: number): Promise<void> {
  await db.prepare("UPDATE mail_failures SET resent_at = NULL WHERE id = ?").bind(id).run();
}
