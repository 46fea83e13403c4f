/**
 * The transactional outbox (migrations/0027_outbox.sql, docs/decisions/053-side-effects-through-an-outbox.md): the
 * mail a write sets off is written in the same D1 batch as the write (D1 runs a batch as one transaction), then
 * handed to the mail queue by its id; the queue's consumer claims and delivers each row once, and the cron's pass
 * hands on what is overdue. Written by the content service, the jobs and mail (workers/) and by the back office
 * (invitations, resends, retries), so it lies below both; the app reaches it through app/portal-store and the
 * back office's store.
 */

export type OutboxState = "waiting" | "sending" | "done" | "failed";
/** Why a try failed: the provider was down, busy or silent (tried again), or it refused the mail for good. */
export type OutboxErrorKind = "outage" | "refused";

/** What the mail queue carries: the outbox row to deliver. */
export interface OutboxQueueMessage {
  id: string;
}

/** SQL that names the written row's id inside its batch (`last_insert_rowid()`, or a parameter), for a write event. */
export interface RowIdSql {
  sql: string;
  params: (string | number)[];
}

/** A row this long past due was lost on its way (a queue send that failed, a consumer that died): the cron hands it on. */
export const OVERDUE_MS = 5 * 60_000;
/** Rows the cron hands on per pass and kind; a backlog drains over a few passes. */
const PASS_LIMIT = 100;
/** A delivered mail keeps its record (the contact messages page reads it) but not its words after this. */
const KEEP_WORDS_MS = 30 * 86_400_000;
/** Mails one statement writes: D1 binds at most 100 parameters, two per mail besides the three stamps. */
const MAILS_PER_STATEMENT = 48;
export const OUTBOX_PAGE_SIZE = 25;

const iso = (at: Date) => at.toISOString();
const shifted = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();

/**
 * Puts mails (`message`: what the consumer delivers) in the outbox, waiting; to run in the batch of the write that
 * causes them. `onlyIf` is SQL that must hold for any of them to be written, such as `changes() = 1` (the claim
 * just before it was this batch's). A mail whose id is there already is left as it is. None: no statement.
 */
export function outboxMails(db: D1Database, mails: { id: string; message: unknown }[], now: Date, onlyIf = "1"): D1PreparedStatement[] {
  if (mails.length === 0) return [];
  if (mails.length > MAILS_PER_STATEMENT) throw new Error(`at most ${MAILS_PER_STATEMENT} mails per write, not ${mails.length}`);
  const at = iso(now);
  return [
    db
      .prepare(
        `INSERT INTO outbox (id, kind, payload, state, next_attempt_at, created_at, updated_at)
         SELECT m.column1, 'mail', m.column2, 'waiting', ?, ?, ? FROM (VALUES ${mails.map(() => "(?, ?)").join(", ")}) AS m
         WHERE ${onlyIf}
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(at, at, at, ...mails.flatMap((mail) => [mail.id, JSON.stringify(mail.message)])),
  ];
}

/**
 * A write event, in the batch of a content write whose mails need the stored row (its new id, the listing's
 * owners): composed right after the batch, and by the cron's pass when the Worker died first. Written only when
 * `row` names a row (a booking the last-booth rule refused names none).
 */
export function outboxWriteEvent(db: D1Database, event: { id: string; collection: string; before: unknown }, row: RowIdSql, now: Date): D1PreparedStatement {
  const at = iso(now);
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, payload, state, next_attempt_at, created_at, updated_at)
       SELECT ?, 'write', json_object('collection', ?, 'row', r.id, 'before', json(?)), 'waiting', ?, ?, ?
       FROM (SELECT ${row.sql} AS id) AS r WHERE r.id IS NOT NULL`,
    )
    .bind(event.id, event.collection, event.before === null ? null : JSON.stringify(event.before), at, at, at, ...row.params);
}

/**
 * A remote Strapi's write, composed (decision 037): written, done, in the batch of its mails and records, right after
 * Strapi took the write. Its id names the row's version, so the statement writes it once (`changes()` says whether
 * this batch did): what the outbox cannot hold (an activity entry on Strapi) follows only that batch.
 */
export function outboxRemoteWrite(db: D1Database, event: { id: string; collection: string; row: number }, now: Date): D1PreparedStatement {
  const at = iso(now);
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, payload, state, next_attempt_at, created_at, updated_at)
       VALUES (?, 'write', json_object('collection', ?, 'row', ?, 'source', 'remote'), 'done', NULL, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(event.id, event.collection, event.row, at, at);
}

/** Marks a write event composed: in the batch that writes its mails. */
export function outboxEventDone(db: D1Database, id: string, now: Date): D1PreparedStatement {
  return db.prepare("UPDATE outbox SET state = 'done', next_attempt_at = NULL, updated_at = ? WHERE id = ? AND kind = 'write'").bind(iso(now), id);
}

/** What a consumer may do with a row: send it (claimed), wait for another's claim to end, or nothing (done, failed, unknown). */
export type MailClaim = { kind: "claimed"; message: unknown; attempts: number } | { kind: "busy"; until: string } | { kind: "settled" };

/**
 * Claims a mail for sending, counting the try: a waiting one, or one whose last claim ended unfinished (its
 * consumer died). The claim holds for `claimMs`; until then nobody else sends the row.
 */
export async function claimOutboxMail(db: D1Database, id: string, now: Date, claimMs: number): Promise<MailClaim> {
  const claimed = await db
    .prepare(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
       WHERE id = ? AND kind = 'mail' AND (state = 'waiting' OR (state = 'sending' AND next_attempt_at <= ?))
       RETURNING payload, attempts`,
    )
    .bind(shifted(now, claimMs), iso(now), id, iso(now))
    .first<{ payload: string; attempts: number }>();
  if (claimed) return { kind: "claimed", message: JSON.parse(claimed.payload), attempts: claimed.attempts };
  const held = await db.prepare("SELECT state, next_attempt_at FROM outbox WHERE id = ?").bind(id).first<{ state: OutboxState; next_attempt_at: string }>();
  return held?.state === "sending" ? { kind: "busy", until: held.next_attempt_at } : { kind: "settled" };
}

/** How a claimed try ended: sent (or dropped for an address that unsubscribed), due again at `retryAt`, or failed. */
export type MailOutcome =
  | { state: "done" }
  | { state: "waiting"; retryAt: Date; error: string }
  | { state: "failed"; error: string; errorKind: OutboxErrorKind };

export async function settleOutboxMail(db: D1Database, id: string, outcome: MailOutcome, now: Date): Promise<void> {
  const [nextAt, error, errorKind] =
    outcome.state === "done" ? [null, null, null] : outcome.state === "waiting" ? [iso(outcome.retryAt), outcome.error, "outage"] : [null, outcome.error, outcome.errorKind];
  await db
    .prepare(
      `UPDATE outbox SET state = ?, next_attempt_at = ?, last_error = COALESCE(?, last_error), error_kind = COALESCE(?, error_kind), updated_at = ?
       WHERE id = ?`,
    )
    .bind(outcome.state, nextAt, error, errorKind, iso(now), id)
    .run();
}

/** A mail the queue gave up on (its dead letter): failed, unless it was sent or is being sent meanwhile. */
export async function giveUpOutboxMail(db: D1Database, id: string, reason: string, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE outbox SET state = 'failed', next_attempt_at = NULL, last_error = COALESCE(last_error, ?), error_kind = COALESCE(error_kind, 'outage'), updated_at = ?
       WHERE id = ? AND kind = 'mail' AND (state = 'waiting' OR (state = 'sending' AND next_attempt_at <= ?))`,
    )
    .bind(reason, iso(now), id, iso(now))
    .run();
}

/**
 * The cron's pass: rows of `kind` overdue by OVERDUE_MS (waiting, or sending under a claim that ended), taken to be
 * handed on now. Each becomes waiting and due `now`, so a second pass leaves it alone until it is overdue again,
 * and a consumer may claim it. Mails come back with their ids, write events with their payload.
 */
export async function takeOverdue(db: D1Database, kind: "mail" | "write", now: Date): Promise<{ id: string; payload: string }[]> {
  const { results } = await db
    .prepare(
      `UPDATE outbox SET state = 'waiting', next_attempt_at = ?, updated_at = ?
       WHERE id IN (SELECT id FROM outbox WHERE state IN ('waiting', 'sending') AND next_attempt_at <= ? AND kind = ? ORDER BY next_attempt_at LIMIT ?)
       RETURNING id, payload`,
    )
    .bind(iso(now), iso(now), shifted(now, -OVERDUE_MS), kind, PASS_LIMIT)
    .all<{ id: string; payload: string }>();
  return results;
}

/** Drops the words of mail delivered long ago (its record stays) and the write events composed long ago. */
export async function pruneOutbox(db: D1Database, now: Date): Promise<void> {
  const before = shifted(now, -KEEP_WORDS_MS);
  await db.batch([
    db.prepare("UPDATE outbox SET payload = NULL WHERE state = 'done' AND updated_at < ? AND kind = 'mail' AND payload IS NOT NULL").bind(before),
    db.prepare("DELETE FROM outbox WHERE state = 'done' AND updated_at < ? AND kind = 'write'").bind(before),
  ]);
}

/** Hands rows to the mail queue by id, best effort: false when the queue did not take them (they wait for the cron). */
export async function queueOutbox(queue: Queue<OutboxQueueMessage> | undefined, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  if (!queue) return false;
  try {
    for (let i = 0; i < ids.length; i += PASS_LIMIT) await queue.sendBatch(ids.slice(i, i + PASS_LIMIT).map((id) => ({ body: { id } })));
    return true;
  } catch (error) {
    console.error("mail not handed to the queue: the scheduled pass will", error);
    return false;
  }
}

/** Where a mail stands, by its id: what the back office's contact messages page shows. */
export interface OutboxRecord {
  state: OutboxState;
  /** When it last changed: delivered or failed then. */
  at: string;
  lastError: string | null;
}

/** The records of these mail ids; an id the outbox does not know has none. */
export async function outboxRecords(db: D1Database, ids: string[]): Promise<Map<string, OutboxRecord>> {
  const records = new Map<string, OutboxRecord>();
  if (ids.length === 0) return records;
  const { results } = await db
    .prepare(`SELECT id, state, updated_at, last_error FROM outbox WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<{ id: string; state: OutboxState; updated_at: string; last_error: string | null }>();
  for (const row of results) records.set(row.id, { state: row.state, at: row.updated_at, lastError: row.last_error });
  return records;
}

/** A mail in the outbox as the back office lists it. */
export interface ListedMail {
  id: string;
  kind: string | null;
  to: string | null;
  subject: string | null;
  state: OutboxState;
  attempts: number;
  /** The next try while waiting, the end of its claim while being sent. */
  nextAttemptAt: string | null;
  lastError: string | null;
  errorKind: OutboxErrorKind | null;
  createdAt: string;
  updatedAt: string;
}

interface MailRow {
  id: string;
  mail_kind: string | null;
  to_address: string | null;
  subject: string | null;
  state: OutboxState;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  error_kind: OutboxErrorKind | null;
  created_at: string;
  updated_at: string;
}

const MAIL_COLUMNS = `id, json_extract(payload, '$.kind') AS mail_kind, json_extract(payload, '$.to') AS to_address,
  json_extract(payload, '$.subject') AS subject, state, attempts, next_attempt_at, last_error, error_kind, created_at, updated_at`;

const toMail = (row: MailRow): ListedMail => ({
  id: row.id,
  kind: row.mail_kind,
  to: row.to_address,
  subject: row.subject,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  errorKind: row.error_kind,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const pageCountOf = (total: number | undefined) => Math.max(1, Math.ceil((total ?? 0) / OUTBOX_PAGE_SIZE));

/** Mail not delivered yet, for the back office: how much, since when, when next, and the latest error. */
export interface WaitingMail {
  count: number;
  oldest: string | null;
  nextTry: string | null;
  lastError: { text: string; kind: OutboxErrorKind; at: string } | null;
  /** Stored writes whose mails are not composed yet, past due (the cron's pass composes them). */
  uncomposed: number;
  mails: ListedMail[];
  pageCount: number;
}

export async function waitingMail(db: D1Database, page: number, now: Date): Promise<WaitingMail> {
  const waiting = "state IN ('waiting', 'sending')";
  const [summary, latest, uncomposed, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS count, MIN(created_at) AS oldest, MIN(next_attempt_at) AS next_try FROM outbox WHERE ${waiting} AND kind = 'mail'`),
    db.prepare(`SELECT last_error, error_kind, updated_at FROM outbox WHERE ${waiting} AND kind = 'mail' AND last_error IS NOT NULL ORDER BY updated_at DESC LIMIT 1`),
    db.prepare(`SELECT COUNT(*) AS count FROM outbox WHERE ${waiting} AND kind = 'write' AND next_attempt_at <= ?`).bind(shifted(now, -OVERDUE_MS)),
    db
      .prepare(`SELECT ${MAIL_COLUMNS} FROM outbox WHERE ${waiting} AND kind = 'mail' ORDER BY created_at, id LIMIT ? OFFSET ?`)
      .bind(OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE),
  ]);
  const totals = summary!.results[0] as { count: number; oldest: string | null; next_try: string | null };
  const error = latest!.results[0] as { last_error: string; error_kind: OutboxErrorKind; updated_at: string } | undefined;
  return {
    count: totals.count,
    oldest: totals.oldest,
    nextTry: totals.next_try,
    lastError: error ? { text: error.last_error, kind: error.error_kind, at: error.updated_at } : null,
    uncomposed: (uncomposed!.results[0] as { count: number }).count,
    mails: (rows!.results as MailRow[]).map(toMail),
    pageCount: pageCountOf(totals.count),
  };
}

/** One page of failed mails, newest first, and how many pages there are. */
export async function failedMail(db: D1Database, page: number): Promise<{ mails: ListedMail[]; pageCount: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${MAIL_COLUMNS} FROM outbox WHERE state = 'failed' AND kind = 'mail' ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`)
      .bind(OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE),
    db.prepare("SELECT COUNT(*) AS total FROM outbox WHERE state = 'failed' AND kind = 'mail'"),
  ]);
  return { mails: (rows!.results as MailRow[]).map(toMail), pageCount: pageCountOf((count!.results[0] as { total: number }).total) };
}

/** Rows "retry all" makes due at once: the ids are bound, and D1 binds at most 100 parameters. */
const RETRY_LIMIT = 50;

/**
 * Makes waiting mail due now (the back office's "retry now"): the one of `id`, or with null the RETRY_LIMIT due
 * soonest; the rows as they were. A mail being sent is left to its consumer.
 */
export async function retryWaitingMail(db: D1Database, id: string | null, now: Date): Promise<ListedMail[]> {
  const { results } = await db
    .prepare(`SELECT ${MAIL_COLUMNS} FROM outbox WHERE state IN ('waiting', 'sending') AND state = 'waiting' AND kind = 'mail' AND (?1 IS NULL OR id = ?1) ORDER BY next_attempt_at LIMIT ?2`)
    .bind(id, RETRY_LIMIT)
    .all<MailRow>();
  if (results.length === 0) return [];
  await db
    .prepare(`UPDATE outbox SET next_attempt_at = ?, updated_at = ? WHERE state = 'waiting' AND id IN (${results.map(() => "?").join(", ")})`)
    .bind(iso(now), iso(now), ...results.map((row) => row.id))
    .run();
  return results.map(toMail);
}

/** Puts a failed mail back, waiting and due now with its tries counted anew; the row as it was, null when it is not failed. */
export async function resendFailedMail(db: D1Database, id: string, now: Date): Promise<ListedMail | null> {
  const before = await db.prepare(`SELECT ${MAIL_COLUMNS} FROM outbox WHERE id = ? AND state = 'failed' AND kind = 'mail'`).bind(id).first<MailRow>();
  if (!before) return null;
  const resent = await db
    .prepare("UPDATE outbox SET state = 'waiting', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE id = ? AND state = 'failed' RETURNING id")
    .bind(iso(now), iso(now), id)
    .first();
  return resent ? toMail(before) : null;
}
