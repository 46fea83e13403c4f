/**
 * Publishing and unpublishing at a set time (table publication_schedule, migrations/0036): a row per record and
 * action, due at a UTC instant, done once the cron pass wrote it.
 */
export type ScheduledAction = "publish" | "unpublish";

export interface ScheduledPublication {
  collection: string;
  recordId: number;
  action: ScheduledAction;
  dueAt: string;
  staffId: number;
  staffUsername: string;
}

interface Row {
  collection: string;
  record_id: number;
  action: ScheduledAction;
  due_at: string;
  staff_id: number;
  staff_username: string;
}

const toSchedule = (row: Row): ScheduledPublication => ({
  collection: row.collection,
  recordId: row.record_id,
  action: row.action,
  dueAt: row.due_at,
  staffId: row.staff_id,
  staffUsername: row.staff_username,
});

/** What is still to be done for these records of a collection. */
export async function pendingFor(db: D1Database, collection: string, recordIds: readonly number[]): Promise<ScheduledPublication[]> {
  if (recordIds.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT * FROM publication_schedule WHERE collection = ? AND record_id IN (${recordIds.map(() => "?").join(", ")}) AND done_at IS NULL ORDER BY due_at`)
    .bind(collection, ...recordIds)
    .all<Row>();
  return results.map(toSchedule);
}

/** Sets (or, with `dueAt` null, clears) a record's pending action. */
export async function setScheduled(db: D1Database, schedule: Omit<ScheduledPublication, "dueAt"> & { dueAt: string | null }): Promise<void> {
  if (schedule.dueAt === null) {
    await db.prepare("DELETE FROM publication_schedule WHERE collection = ? AND record_id = ? AND action = ? AND done_at IS NULL").bind(schedule.collection, schedule.recordId, schedule.action).run();
    return;
  }
  await db
    .prepare(
      `INSERT INTO publication_schedule (collection, record_id, action, due_at, staff_id, staff_username) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (collection, record_id, action) DO UPDATE SET due_at = excluded.due_at, staff_id = excluded.staff_id,
         staff_username = excluded.staff_username, done_at = NULL, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(schedule.collection, schedule.recordId, schedule.action, schedule.dueAt, schedule.staffId, schedule.staffUsername)
    .run();
}

/** What is due at `now`, oldest first. */
export async function dueBy(db: D1Database, now: Date): Promise<ScheduledPublication[]> {
  const { results } = await db.prepare("SELECT * FROM publication_schedule WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at LIMIT 100").bind(now.toISOString()).all<Row>();
  return results.map(toSchedule);
}

/** Takes a due action for this pass: true only for the one pass that found it still to do. */
export async function claimDue(db: D1Database, schedule: ScheduledPublication, now: Date): Promise<boolean> {
  const result = await db
    .prepare("UPDATE publication_schedule SET done_at = ? WHERE collection = ? AND record_id = ? AND action = ? AND done_at IS NULL AND due_at = ?")
    .bind(now.toISOString(), schedule.collection, schedule.recordId, schedule.action, schedule.dueAt)
    .run();
  return result.meta.changes === 1;
}

/** Gives a claimed action back when its write failed, for the next pass. */
export async function releaseDue(db: D1Database, schedule: ScheduledPublication): Promise<void> {
  await db.prepare("UPDATE publication_schedule SET done_at = NULL WHERE collection = ? AND record_id = ? AND action = ?").bind(schedule.collection, schedule.recordId, schedule.action).run();
}
