import type { StaffRole } from "~/domain/staff-roles";
import { outboxMails } from "~/shared-store/outbox.server";

/**
 * The staff accounts as the admins' page manages them (staff_accounts and staff_invitations, migrations/0018 and
 * 0023): the list, an invited account, role, disabling and the second factor. Never the password hash or the
 * TOTP secret: what these answer may be shown and logged. An account whose password is '' was invited and has
 * not set one yet.
 */
export interface StaffAccountSummary {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  secondFactor: boolean;
  passwordSet: boolean;
  blocked: boolean;
  lastSignedInAt: string | null;
  /** When the open invitation's link stops working; null when none is open. */
  invitationExpiresAt: string | null;
}

interface SummaryRow {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  second_factor: number;
  password_set: number;
  blocked: number;
  last_signed_in_at: string | null;
  invitation_expires_at: string | null;
}

const SUMMARY = `SELECT a.id, a.username, a.email, a.role, a.totp_secret IS NOT NULL AS second_factor, a.password <> '' AS password_set,
  a.blocked, a.last_signed_in_at,
  (SELECT MAX(i.expires_at) FROM staff_invitations i WHERE i.staff_id = a.id AND i.used_at IS NULL) AS invitation_expires_at
  FROM staff_accounts a`;

const toSummary = (row: SummaryRow): StaffAccountSummary => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  secondFactor: row.second_factor === 1,
  passwordSet: row.password_set === 1,
  blocked: row.blocked === 1,
  lastSignedInAt: row.last_signed_in_at,
  invitationExpiresAt: row.invitation_expires_at,
});

/** An admin who can work: not disabled, with a password. The last of them keeps the role and the access. */
const OTHER_ACTIVE_ADMINS = "(SELECT COUNT(*) FROM staff_accounts WHERE role = 'admin' AND blocked = 0 AND password <> '' AND id <> ?)";

export async function staffAccounts(db: D1Database): Promise<StaffAccountSummary[]> {
  return (await db.prepare(`${SUMMARY} ORDER BY a.username`).all<SummaryRow>()).results.map(toSummary);
}

export async function staffAccount(db: D1Database, id: number): Promise<StaffAccountSummary | null> {
  const row = await db.prepare(`${SUMMARY} WHERE a.id = ?`).bind(id).first<SummaryRow>();
  return row ? toSummary(row) : null;
}

/** How many working admins there are besides `id`. */
export async function otherActiveAdmins(db: D1Database, id: number): Promise<number> {
  return (await db.prepare(`SELECT ${OTHER_ACTIVE_ADMINS} AS n`).bind(id).first<{ n: number }>())?.n ?? 0;
}

/** Which of the username and the email another account has already (both compare without case). */
export async function takenStaffNames(db: D1Database, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
  const row = await db
    .prepare("SELECT MAX(username = ?) AS username, MAX(email = ?) AS email FROM staff_accounts WHERE username = ? OR email = ?")
    .bind(username, email, username, email)
    .first<{ username: number | null; email: number | null }>();
  return { username: row?.username === 1, email: row?.email === 1 };
}

export interface Invitation {
  tokenDigest: string;
  expiresAt: string;
  /** The mail that carries its link, written to the outbox with it (docs/decisions/053): no link without its mail. */
  mail: { id: string; message: unknown };
}

/** The invitation's mail, written only when the invitation just before it was (`changes() = 1`). */
const linkMail = (db: D1Database, invitation: Invitation) => outboxMails(db, [invitation.mail], new Date(), "changes() = 1");

/** A new account without a password, its invitation and its mail, in one batch; null when the username or email was taken meanwhile. */
export async function createInvitedStaff(
  db: D1Database,
  account: { username: string; email: string; role: StaffRole },
  invitation: Invitation,
): Promise<number | null> {
  const [created] = await db.batch<{ id: number }>([
    db.prepare("INSERT INTO staff_accounts (username, email, password, role) VALUES (?, ?, '', ?) ON CONFLICT DO NOTHING RETURNING id").bind(account.username, account.email, account.role),
    db
      .prepare("INSERT INTO staff_invitations (token_digest, staff_id, expires_at) SELECT ?, last_insert_rowid(), ? WHERE changes() = 1")
      .bind(invitation.tokenDigest, invitation.expiresAt),
    ...linkMail(db, invitation),
  ]);
  return created!.results[0]?.id ?? null;
}

/** A new invitation to an account that has no password yet, with its mail; the earlier links stop working. False otherwise. */
export async function replaceInvitation(db: D1Database, staffId: number, invitation: Invitation): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM staff_invitations WHERE staff_id = ? AND used_at IS NULL").bind(staffId),
    db
      .prepare("INSERT INTO staff_invitations (token_digest, staff_id, expires_at) SELECT ?, id, ? FROM staff_accounts WHERE id = ? AND password = ''")
      .bind(invitation.tokenDigest, invitation.expiresAt, staffId),
    ...linkMail(db, invitation),
  ]);
  return inserted!.meta.changes === 1;
}

/**
 * A link to set a new password for an enabled account that has one (a forgotten password), with its mail; earlier
 * unused links stop working. False when the account is disabled or has no password (its invitation is the way in).
 */
export async function replacePasswordLink(db: D1Database, staffId: number, invitation: Invitation): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare("DELETE FROM staff_invitations WHERE staff_id = ? AND used_at IS NULL").bind(staffId),
    db
      .prepare("INSERT INTO staff_invitations (token_digest, staff_id, expires_at) SELECT ?, id, ? FROM staff_accounts WHERE id = ? AND password <> '' AND blocked = 0")
      .bind(invitation.tokenDigest, invitation.expiresAt, staffId),
    ...linkMail(db, invitation),
  ]);
  return inserted!.meta.changes === 1;
}

/** A new role; refused (false) when it would take the role from the last working admin. */
export async function setStaffRole(db: D1Database, id: number, role: StaffRole): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE staff_accounts SET role = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ? AND (? = 'admin' OR role <> 'admin' OR blocked = 1 OR ${OTHER_ACTIVE_ADMINS} > 0)`,
    )
    .bind(role, id, role, id)
    .run();
  return result.meta.changes === 1;
}

/**
 * Disables (its sessions end: the version rises) or enables an account; refused (false) when it would disable
 * the last working admin.
 */
export async function setStaffBlocked(db: D1Database, id: number, blocked: boolean): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE staff_accounts SET blocked = ?, session_version = session_version + ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ? AND (? = 0 OR role <> 'admin' OR ${OTHER_ACTIVE_ADMINS} > 0)`,
    )
    .bind(blocked ? 1 : 0, blocked ? 1 : 0, id, blocked ? 1 : 0, id)
    .run();
  return result.meta.changes === 1;
}

/** Removes the second factor and its recovery codes and ends the account's sessions: it enrols again. */
export async function clearStaffSecondFactor(db: D1Database, id: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        "UPDATE staff_accounts SET totp_secret = NULL, totp_last_step = NULL, session_version = session_version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
      )
      .bind(id),
    db.prepare("DELETE FROM staff_recovery_codes WHERE staff_id = ?").bind(id),
  ]);
}

/** The account an invitation (or new-password) link opens, while the link is unused, unexpired and the account enabled. */
export async function invitedAccount(db: D1Database, tokenDigest: string, now: Date): Promise<{ id: number; username: string; passwordSet: boolean } | null> {
  const row = await db
    .prepare(
      `SELECT a.id, a.username, a.password <> '' AS password_set FROM staff_invitations i JOIN staff_accounts a ON a.id = i.staff_id
       WHERE i.token_digest = ? AND i.used_at IS NULL AND i.expires_at > ? AND a.blocked = 0`,
    )
    .bind(tokenDigest, now.toISOString())
    .first<{ id: number; username: string; password_set: number }>();
  return row && { id: row.id, username: row.username, passwordSet: row.password_set === 1 };
}

/** Spends the link and sets the password hash, once: the account's id, or null when the link no longer opens it. */
export async function acceptInvitation(db: D1Database, tokenDigest: string, passwordHash: string, now: Date): Promise<number | null> {
  const spent = await db
    .prepare(
      `UPDATE staff_invitations SET used_at = ? WHERE token_digest = ? AND used_at IS NULL AND expires_at > ?
       AND staff_id IN (SELECT id FROM staff_accounts WHERE blocked = 0) RETURNING staff_id`,
    )
    .bind(now.toISOString(), tokenDigest, now.toISOString())
    .first<{ staff_id: number }>();
  if (!spent) return null;
  await db
    .prepare("UPDATE staff_accounts SET password = ?, session_version = session_version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(passwordHash, spent.staff_id)
    .run();
  return spent.staff_id;
}
