/**
 * What became of queued mails, by their queue id: `mail_deliveries` (one row per mail the consumer took,
 * 'sending' or 'sent') and the newest of its `mail_failures` (migrations/0013_mail_queue.sql, written by
 * workers/mail/mail-consumer.ts). The back office's contact messages page shows each message's mail from these.
 */
export interface MailRecord {
  delivery: { state: "sending" | "sent"; at: string } | null;
  failure: { reason: string; at: string; resentAt: string | null } | null;
}

/** The records of these mail ids; an id the queue has not reached yet has an empty record. */
export async function mailRecords(db: D1Database, ids: string[]): Promise<Map<string, MailRecord>> {
  const records = new Map<string, MailRecord>(ids.map((id) => [id, { delivery: null, failure: null }]));
  if (ids.length === 0) return records;
  const marks = ids.map(() => "?").join(", ");
  const [deliveries, failures] = await Promise.all([
    db.prepare(`SELECT id, state, updated_at FROM mail_deliveries WHERE id IN (${marks})`).bind(...ids).all<{ id: string; state: "sending" | "sent"; updated_at: string }>(),
    db
      .prepare(`SELECT mail_id, reason, failed_at, resent_at FROM mail_failures WHERE id IN (SELECT MAX(id) FROM mail_failures WHERE mail_id IN (${marks}) GROUP BY mail_id)`)
      .bind(...ids)
      .all<{ mail_id: string; reason: string; failed_at: string; resent_at: string | null }>(),
  ]);
  for (const row of deliveries.results) records.get(row.id)!.delivery = { state: row.state, at: row.updated_at };
  for (const row of failures.results) records.get(row.mail_id)!.failure = { reason: row.reason, at: row.failed_at, resentAt: row.resent_at };
  return records;
}
