/**
 * The D1 outbox of public forms (migrations/0002_form_outbox.sql). A submission the content source could not
 * take is saved here before the visitor is told it was received, and replayed to the source later.
 */
export type OutboxPath = "api/package-forms" | "api/contract-forms" | "api/email" | "api/email-subscriptions";

/** What a delivery answered, as far as the outbox reads it: the content client's results are of this shape. */
type Delivery = { ok: true } | { ok: false; status: number; error: { message: string } };

/** Posts one stored body to the content source with the server's credentials and the submission's key. */
export type OutboxSender = (path: OutboxPath, body: unknown, idempotencyKey: string | undefined) => Promise<Delivery>;

interface OutboxRow {
  id: number;
  path: OutboxPath;
  body: string;
  idempotency_key: string | null;
}

/** Rows a replay may take at once, so one request's waitUntil stays short. */
const BATCH = 10;
/** A row left in `sending` this long (the replaying request died) is taken again. */
const STALE_SENDING_MS = 10 * 60 * 1000;

export async function saveToOutbox(db: D1Database, path: OutboxPath, body: unknown, error: string, idempotencyKey?: string): Promise<number> {
  const row = await db
    .prepare("INSERT INTO form_outbox (path, body, last_error, idempotency_key) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(path, JSON.stringify(body), error.slice(0, 500), idempotencyKey ?? null)
    .first<{ id: number }>();
  if (!row) throw new Error("form_outbox insert returned no row");
  return row.id;
}

/**
 * Sends pending rows to the source. Rows are claimed in one UPDATE ... RETURNING so two replays running at the
 * same time never send the same row twice. A 4xx answer will not get better by retrying: the row is marked
 * `rejected` (kept for a person to read); a 5xx or network failure puts it back to `pending`.
 */
export async function replayOutbox(db: D1Database, send: OutboxSender, now = new Date()) {
  const stamp = now.toISOString();
  const staleBefore = new Date(now.getTime() - STALE_SENDING_MS).toISOString();
  const claimed = await db
    .prepare(
      `UPDATE form_outbox SET status = 'sending', attempts = attempts + 1, updated_at = ?1
       WHERE id IN (SELECT id FROM form_outbox WHERE status = 'pending' OR (status = 'sending' AND updated_at < ?2) ORDER BY id LIMIT ?3)
       RETURNING id, path, body, idempotency_key`,
    )
    .bind(stamp, staleBefore, BATCH)
    .all<OutboxRow>();
  const counts = { delivered: 0, rejected: 0, pending: 0 };
  for (const row of claimed.results) {
    // The key makes a second delivery of the same row (a replay whose answer was lost) store nothing new.
    const result = await send(row.path, JSON.parse(row.body), row.idempotency_key ?? undefined);
    const status = result.ok ? "delivered" : result.status >= 400 && result.status < 500 ? "rejected" : "pending";
    counts[status]++;
    await db
      .prepare("UPDATE form_outbox SET status = ?, last_error = ?, updated_at = ? WHERE id = ?")
      .bind(status, result.ok ? null : `${result.status} ${result.error.message}`.slice(0, 500), stamp, row.id)
      .run();
  }
  return counts;
}
