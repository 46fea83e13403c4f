import { tokenDigest } from "../../app/lib/password-hash";

/**
 * The codes the portal mails to members behind a remote Strapi (migrations/0041_member_codes.sql,
 * docs/decisions/069): a confirmation link's and a password reset link's, each kept as its SHA-256 with the
 * member's id on Strapi.
 */
export type CodePurpose = "confirmation" | "reset";

/**
 * The statements that make `code` the member's one code of `purpose` (an older one dies), until `expiresAt` when
 * given; run them in the batch that writes the mail carrying it. Expired codes of anyone go with them.
 */
export async function issueCode(db: D1Database, purpose: CodePurpose, userId: number, code: string, expiresAt: Date | null, now = new Date()): Promise<D1PreparedStatement[]> {
  return [
    db.prepare("DELETE FROM member_codes WHERE (user_id = ? AND purpose = ?) OR expires_at <= ?").bind(userId, purpose, now.toISOString()),
    db.prepare("INSERT INTO member_codes (digest, purpose, user_id, expires_at) VALUES (?, ?, ?, ?)").bind(await tokenDigest(code), purpose, userId, expiresAt?.toISOString() ?? null),
  ];
}

/** The member a mailed code of `purpose` names, while it works (issued, not used, not expired); null otherwise. */
export async function codeHolder(db: D1Database, purpose: CodePurpose, code: string, now = new Date()): Promise<number | null> {
  if (!code) return null;
  const row = await db
    .prepare("SELECT user_id FROM member_codes WHERE digest = ? AND purpose = ? AND (expires_at IS NULL OR expires_at > ?)")
    .bind(await tokenDigest(code), purpose, now.toISOString())
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

/** The member's codes of `purpose` are used up. */
export async function dropCodes(db: D1Database, purpose: CodePurpose, userId: number): Promise<void> {
  await db.prepare("DELETE FROM member_codes WHERE user_id = ? AND purpose = ?").bind(userId, purpose).run();
}
