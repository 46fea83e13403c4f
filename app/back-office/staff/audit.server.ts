import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import type { StaffMember } from "./accounts.server";
import { auditJson } from "./audit-entry";

/**
 * The staff audit log (app/back-office/store/staff-audit-log.server.ts): one entry per staff write, read at
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

const auditRecord = (write: StaffWrite) => ({
  staffId: write.staff.id,
  staffUsername: write.staff.username,
  action: write.action,
  collection: write.target.collection,
  targetId: write.target.id === null ? null : String(write.target.id),
  beforeJson: auditJson(write.before),
  afterJson: auditJson(write.after),
});

export async function recordStaffWrite(env: Pick<Env, "DB">, write: StaffWrite): Promise<void> {
  await backOfficeStore(env).staffAudit.add(auditRecord(write));
}

/** Many writes of one action at once (an import's drafts), each its own entry, in one batch. */
export async function recordStaffWrites(env: Pick<Env, "DB">, writes: readonly StaffWrite[]): Promise<void> {
  await backOfficeStore(env).staffAudit.addMany(writes.map(auditRecord));
}
