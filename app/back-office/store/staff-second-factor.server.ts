/**
 * The second factor's rows (migrations/0018_staff.sql): the confirmed TOTP secret and the last step a code was
 * accepted for on staff_accounts, and the recovery codes' digests in staff_recovery_codes. The codes themselves
 * are made and digested by app/back-office/staff/recovery-codes.ts; only digests reach this module.
 */

/** Confirms an enrolment: the secret, the step its first code used, and the new recovery codes' digests. */
export async function enrolSecondFactor(db: D1Database, staffId: number, secret: string, step: number, codeDigests: string[]): Promise<void> {
  await db.batch([
    db
      .prepare("UPDATE staff_accounts SET totp_secret = ?, totp_last_step = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
      .bind(secret, step, staffId),
    db.prepare("DELETE FROM staff_recovery_codes WHERE staff_id = ?").bind(staffId),
    ...codeDigests.map((digest) => db.prepare("INSERT INTO staff_recovery_codes (staff_id, code_digest) VALUES (?, ?)").bind(staffId, digest)),
  ]);
}

/** Takes a TOTP step as used; false when that step (or a later one) was used already, so a code works once. */
export async function useTotpStep(db: D1Database, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE staff_accounts SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)")
    .bind(step, staffId, step)
    .run();
  return result.meta.changes === 1;
}

/** The last TOTP step accepted for the account. */
export async function lastTotpStep(db: D1Database, staffId: number): Promise<number | null> {
  const row = await db.prepare("SELECT totp_last_step AS step FROM staff_accounts WHERE id = ?").bind(staffId).first<{ step: number | null }>();
  return row?.step ?? null;
}

/** Spends the recovery code with this digest; false when it is not one of the account's unused codes. */
export async function useRecoveryCode(db: D1Database, staffId: number, codeDigest: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE staff_recovery_codes SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE staff_id = ? AND code_digest = ? AND used_at IS NULL")
    .bind(staffId, codeDigest)
    .run();
  return result.meta.changes === 1;
}

export async function unusedRecoveryCodes(db: D1Database, staffId: number): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL").bind(staffId).first<{ n: number }>();
  return row?.n ?? 0;
}
