/**
 * The staff audit log (table staff_audit_log, migrations/0018_staff.sql): one entry per staff write, written by
 * `recordStaffWrite` (app/back-office/staff/audit.server.ts) with the record's JSON as it was and as it is, read at
 * /admin/audit and by the content manager's refusal of a stale save.
 */
export interface AuditRecord {
  staffId: number;
  staffUsername: string;
  action: string;
  collection: string;
  targetId: string | null;
  beforeJson: string | null;
  afterJson: string | null;
}

export interface AuditEntry {
  id: number;
  /** 0 for a company member's change to a team (docs/decisions/062): then `memberId` names them and `staffUsername` is their email. */
  staffId: number;
  staffUsername: string;
  memberId: number | null;
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
  member_id: number | null;
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  staffId: row.staff_id,
  staffUsername: row.staff_username,
  memberId: row.member_id,
  action: row.action,
  collection: row.collection,
  targetId: row.target_id,
  before: parsed(row.before_json),
  after: parsed(row.after_json),
  createdAt: row.created_at,
});

const AUDIT_COLUMNS = "staff_id, staff_username, action, collection, target_id, before_json, after_json";
const auditValues = (record: AuditRecord) => [record.staffId, record.staffUsername, record.action, record.collection, record.targetId, record.beforeJson, record.afterJson];

export async function addAuditEntry(db: D1Database, record: AuditRecord): Promise<void> {
  await db.prepare(`INSERT INTO staff_audit_log (${AUDIT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(...auditValues(record)).run();
}

/** D1 binds at most 100 values a statement: 14 entries of 7 each. */
const ENTRIES_PER_INSERT = 14;

/** Many entries at once (an import's drafts): 14 to a statement, all in one batch, in the order given. */
export async function addAuditEntries(db: D1Database, records: readonly AuditRecord[]): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < records.length; i += ENTRIES_PER_INSERT) {
    const part = records.slice(i, i + ENTRIES_PER_INSERT);
    const rows = part.map(() => "(?, ?, ?, ?, ?, ?, ?)").join(", ");
    statements.push(db.prepare(`INSERT INTO staff_audit_log (${AUDIT_COLUMNS}) VALUES ${rows}`).bind(...part.flatMap(auditValues)));
  }
  if (statements.length > 0) await db.batch(statements);
}

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

/**
 * What the filters offer: the staff and the collections the log names, and whether companies' members changed
 * their teams (all of them one choice, staff id 0).
 */
export async function auditFilterChoices(db: D1Database): Promise<{ staff: { id: number; username: string }[]; members: boolean; collections: string[] }> {
  const [staff, members, collections] = await Promise.all([
    db
      .prepare("SELECT staff_id AS id, MAX(staff_username) AS username FROM staff_audit_log WHERE member_id IS NULL GROUP BY staff_id ORDER BY username")
      .all<{ id: number; username: string }>(),
    db.prepare("SELECT 1 AS found FROM staff_audit_log WHERE member_id IS NOT NULL LIMIT 1").first<{ found: number }>(),
    db.prepare("SELECT DISTINCT collection FROM staff_audit_log ORDER BY collection").all<{ collection: string }>(),
  ]);
  return { staff: staff.results, members: members !== null, collections: collections.results.map((row) => row.collection) };
}

/** The newest audit entry about a record when its page was loaded: the refusal of a stale save reads what came after. */
export async function auditMark(db: D1Database, collection: string, id: number): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(MAX(id), 0) AS mark FROM staff_audit_log WHERE collection = ? AND target_id = ?")
    .bind(collection, String(id))
    .first<{ mark: number }>();
  return row?.mark ?? 0;
}

/** Who wrote the record after `mark`, with what it was and became. */
export async function auditEntriesAfter(db: D1Database, collection: string, id: number, mark: number) {
  const rows = await db
    .prepare("SELECT staff_username, before_json, after_json FROM staff_audit_log WHERE collection = ? AND target_id = ? AND id > ? ORDER BY id")
    .bind(collection, String(id), mark)
    .all<{ staff_username: string; before_json: string | null; after_json: string | null }>();
  return rows.results.map((row) => ({ staffUsername: row.staff_username, before: parsed(row.before_json), after: parsed(row.after_json) }));
}
