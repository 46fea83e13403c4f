import type { ListingKind } from "~/domain/listings";
import type { TeamRole } from "~/lib/team";
import { outboxMails } from "../shared-store/outbox.server";

/**
 * Invitations to a listing's team (table team_invitations, migrations/0034, docs/decisions/062): only the SHA-256
 * of a link's token is kept. An invitation, its mail and its audit entry are written in one batch; a link is used
 * once, by an UPDATE that only the first of two clicks wins.
 */
export interface TeamInvitation {
  id: number;
  kind: ListingKind;
  listingId: number;
  email: string;
  role: TeamRole;
  invitedBy: number;
  invitedByName: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

interface InvitationRow {
  id: number;
  kind: ListingKind;
  listing_id: number;
  email: string;
  role: TeamRole;
  invited_by: number;
  invited_by_name: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

const toInvitation = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  kind: row.kind,
  listingId: row.listing_id,
  email: row.email,
  role: row.role,
  invitedBy: row.invited_by,
  invitedByName: row.invited_by_name,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  revokedAt: row.revoked_at,
});

/** A member's change to a team, for the back office's audit log: who (their id and email), what, on which listing. */
export interface MemberAudit {
  memberId: number;
  memberEmail: string;
  action: string;
  collection: string;
  targetId: number;
  before: unknown;
  after: unknown;
}

/** The audit log entry of a member's write (staff_id 0: no staff account; member_id names the member). */
export const memberAuditEntry = (db: D1Database, entry: MemberAudit) =>
  db
    .prepare(
      `INSERT INTO staff_audit_log (staff_id, staff_username, action, collection, target_id, before_json, after_json, member_id)
       VALUES (0, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      entry.memberEmail,
      entry.action,
      entry.collection,
      String(entry.targetId),
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
      entry.memberId,
    );

export async function addMemberAudit(db: D1Database, entry: MemberAudit): Promise<void> {
  await memberAuditEntry(db, entry).run();
}

export interface NewInvitation {
  tokenDigest: string;
  kind: ListingKind;
  listingId: number;
  email: string;
  role: TeamRole;
  invitedBy: number;
  invitedByName: string;
  expiresAt: string;
  mail: { id: string; message: unknown };
  audit: Omit<MemberAudit, "targetId" | "before" | "after">;
}

/**
 * The invitation, its mail and its audit entry in one batch. An open invitation of the same address to the same
 * listing is revoked by it: the newest link is the one that works.
 */
export async function createInvitation(db: D1Database, invitation: NewInvitation, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.batch([
    db
      .prepare("UPDATE team_invitations SET revoked_at = ? WHERE kind = ? AND listing_id = ? AND email = ? AND used_at IS NULL AND revoked_at IS NULL")
      .bind(at, invitation.kind, invitation.listingId, invitation.email),
    db
      .prepare(
        `INSERT INTO team_invitations (token_digest, kind, listing_id, email, role, invited_by, invited_by_name, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(invitation.tokenDigest, invitation.kind, invitation.listingId, invitation.email, invitation.role, invitation.invitedBy, invitation.invitedByName, invitation.expiresAt, at),
    ...outboxMails(db, [invitation.mail], now),
    memberAuditEntry(db, {
      ...invitation.audit,
      targetId: invitation.listingId,
      before: null,
      after: { invited: invitation.email, role: invitation.role, expires_at: invitation.expiresAt },
    }),
  ]);
}

/** The open invitations (not used, not revoked, not expired) to these listings of one kind, newest first. */
export async function openInvitations(db: D1Database, kind: ListingKind, listingIds: number[], now: Date): Promise<TeamInvitation[]> {
  if (listingIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT * FROM team_invitations WHERE kind = ? AND listing_id IN (${listingIds.map(() => "?").join(", ")})
       AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY id DESC`,
    )
    .bind(kind, ...listingIds, now.toISOString())
    .all<InvitationRow>();
  return results.map(toInvitation);
}

/** How many invitations the listing sent since `since` (withdrawn and used ones too). */
export async function invitationsSince(db: D1Database, kind: ListingKind, listingId: number, since: Date): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM team_invitations WHERE kind = ? AND listing_id = ? AND created_at > ?")
    .bind(kind, listingId, since.toISOString())
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function invitationByDigest(db: D1Database, tokenDigest: string): Promise<TeamInvitation | null> {
  const row = await db.prepare("SELECT * FROM team_invitations WHERE token_digest = ?").bind(tokenDigest).first<InvitationRow>();
  return row ? toInvitation(row) : null;
}

/** Takes the link for this member: true only for the one use that found it open. */
export async function useInvitation(db: D1Database, id: number, memberId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .prepare("UPDATE team_invitations SET used_at = ?, used_by = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?")
    .bind(at, memberId, id, at)
    .run();
  return result.meta.changes === 1;
}

/** Gives a taken link back when the team could not be changed, so its holder can try again. */
export async function releaseInvitation(db: D1Database, id: number): Promise<void> {
  await db.prepare("UPDATE team_invitations SET used_at = NULL, used_by = NULL WHERE id = ?").bind(id).run();
}

/** Revokes an open invitation to one of the listings given, with its audit entry; false when none was open. */
export async function revokeInvitation(db: D1Database, id: number, kind: ListingKind, listingIds: number[], audit: Omit<MemberAudit, "before" | "after" | "targetId">, now: Date): Promise<boolean> {
  if (listingIds.length === 0) return false;
  const at = now.toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE team_invitations SET revoked_at = ? WHERE id = ? AND kind = ? AND listing_id IN (${listingIds.map(() => "?").join(", ")})
         AND used_at IS NULL AND revoked_at IS NULL`,
      )
      .bind(at, id, kind, ...listingIds),
    db
      .prepare(
        `INSERT INTO staff_audit_log (staff_id, staff_username, action, collection, target_id, before_json, after_json, member_id)
         SELECT 0, ?, ?, ?, listing_id, json_object('invited', email, 'role', role), NULL, ? FROM team_invitations WHERE id = ? AND changes() = 1`,
      )
      .bind(audit.memberEmail, audit.action, audit.collection, audit.memberId, id),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}
