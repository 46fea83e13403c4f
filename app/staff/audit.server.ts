import type { StaffMember } from "./accounts.server";
import { auditJson } from "./audit-entry";

/**
 * The staff audit log (table staff_audit_log, migrations/0018_staff.sql): one entry per staff write, read at
 * /admin/audit. Every back-office action that changes something calls `recordStaffWrite` after the write
 * succeeded, with the record as it was and as it is now.
 */
export interface StaffWrite {
  staff: Pick<StaffMember, "id" | "username">;
  /** What was done, in a word: "create", "update", "delete", "publish", "upload"... */
  action: string;
  /** What it was done to: a collection (or a back-office table such as "staff") and the record's id. */
  target: { collection: string; id: string | number | null };
  /** The record before the write (null for a create) and after it (null for a delete). */
  before: unknown;
  after: unknown;
}

export async function recordStaffWrite(env: Pick<Env, "DB">, write: StaffWrite): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO staff_audit_log (staff_id, staff_username, action, collection, target_id, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      write.staff.id,
      write.staff.username,
      write.action,
      write.target.collection,
      write.target.id === null ? null : String(write.target.id),
      auditJson(write.before),
      auditJson(write.after),
    )
    .run();
}

export interface AuditEntry {
  id: number;
  staffId: number;
  staffUsername: string;
  action: string;
  collection: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditQuery {
  page: number;
  staffId: number | null;
  collection: string | null;
}

export const AUDIT_PAGE_SIZE = 25;

interface AuditRow {
  id: number;
  staff_id: number;
  staff_username: string;
  action: string;
  collection: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  staffId: row.staff_id,
  staffUsername: row.staff_username,
  action: row.action,
  collection: row.collection,
  targetId: row.target_id,
  before: parsed(row.before_json),
  after: parsed(row.after_json),
  createdAt: row.created_at,
});

/** One page of the log, newest first, with the filters applied; and how many pages there are. */
export async function readAuditLog(db: D1Database, query: AuditQuery): Promise<{ entries: AuditEntry[]; pageCount: number }> {
  const conditions: string[] = [];
  const values: (string | number)[] = [];
  if (query.staffId !== null) {
    conditions.push("staff_id = ?");
    values.push(query.staffId);
  }
  if (query.collection !== null) {
    conditions.push("collection = ?");
    values.push(query.collection);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
  const [rows, count] = await Promise.all([
    db
      .prepare(`SELECT * FROM staff_audit_log ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .bind(...values, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE)
      .all<AuditRow>(),
    db.prepare(`SELECT COUNT(*) AS total FROM staff_audit_log ${where}`).bind(...values).first<{ total: number }>(),
  ]);
  return { entries: rows.results.map(toEntry), pageCount: Math.max(1, Math.ceil((count?.total ?? 0) / AUDIT_PAGE_SIZE)) };
}

/** What the filters offer: the staff and the collections the log names. */
export async function auditFilterChoices(db: D1Database): Promise<{ staff: { id: number; username: string }[]; collections: string[] }> {
  const [staff, collections] = await Promise.all([
    db.prepare("SELECT staff_id AS id, MAX(staff_username) AS username FROM staff_audit_log GROUP BY staff_id ORDER BY username").all<{ id: number; username: string }>(),
    db.prepare("SELECT DISTINCT collection FROM staff_audit_log ORDER BY collection").all<{ collection: string }>(),
  ]);
  return { staff: staff.results, collections: collections.results.map((row) => row.collection) };
}
