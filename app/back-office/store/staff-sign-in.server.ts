import { isStaffRole, type StaffRole } from "~/domain/staff-roles";

/**
 * What signing in reads and writes of staff_accounts (migrations/0018_staff.sql): the password hash, the session
 * version, the TOTP secret and the sign-in time. What these answer is secret and is never shown or logged; the
 * admins' page reads the accounts through staff-accounts.server.ts instead.
 */
export interface StaffAccount {
  id: number;
  username: string;
  email: string;
  password: string;
  role: StaffRole;
  sessionVersion: number;
  totpSecret: string | null;
  blocked: boolean;
}

interface StaffRow {
  id: number;
  username: string;
  email: string;
  password: string;
  role: string;
  session_version: number;
  totp_secret: string | null;
  blocked: number;
}

function toAccount(row: StaffRow | null): StaffAccount | null {
  if (!row || !isStaffRole(row.role)) return null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    password: row.password,
    role: row.role,
    sessionVersion: row.session_version,
    totpSecret: row.totp_secret,
    blocked: row.blocked === 1,
  };
}

const COLUMNS = "id, username, email, password, role, session_version, totp_secret, blocked";

export async function staffById(db: D1Database, id: number): Promise<StaffAccount | null> {
  return toAccount(await db.prepare(`SELECT ${COLUMNS} FROM staff_accounts WHERE id = ?`).bind(id).first<StaffRow>());
}

/** By username or email, in any case (the columns compare without case). */
export async function staffByIdentifier(db: D1Database, identifier: string): Promise<StaffAccount | null> {
  const column = identifier.includes("@") ? "email" : "username";
  return toAccount(await db.prepare(`SELECT ${COLUMNS} FROM staff_accounts WHERE ${column} = ?`).bind(identifier).first<StaffRow>());
}

export async function replaceStaffPasswordHash(db: D1Database, id: number, hash: string): Promise<void> {
  await db
    .prepare("UPDATE staff_accounts SET password = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(hash, id)
    .run();
}

/** When the account last finished signing in, for the staff accounts page. */
export async function recordStaffSignIn(db: D1Database, id: number): Promise<void> {
  await db.prepare("UPDATE staff_accounts SET last_signed_in_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(id).run();
}
