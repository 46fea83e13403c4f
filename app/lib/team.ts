import { LISTING_KINDS, type ListingKind } from "~/domain/listings";

/**
 * A listing's team (docs/decisions/062): its owners run it (edit, add shows, invite), its team members answer its
 * requests and leads. An owner invites a colleague by email with a one-time link that works for 48 hours.
 */
export const TEAM_ROLES = ["owner", "team"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const INVITATION_HOURS = 48;

/** Invitations a listing may send in 24 hours: enough for a whole sales desk, too few to mail strangers in bulk. */
export const INVITATIONS_PER_DAY = 20;

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString();

/** Where an invitation link stands when it is opened or used. */
export type InvitationStanding = "open" | "used" | "revoked" | "expired";

export function invitationStanding(invitation: { usedAt: string | null; revokedAt: string | null; expiresAt: string }, now: Date): InvitationStanding {
  if (invitation.usedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  return Date.parse(invitation.expiresAt) > now.getTime() ? "open" : "expired";
}

/** "somchai@example.co.th" as "s•••••i@example.co.th": enough for its holder to know it, little for anyone else. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? name[0]! : `${name[0]}${"•".repeat(Math.min(name.length - 2, 5))}${name.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/** Why a member cannot be taken off a listing's team, or null when they can. */
export type RemovalRefusal = "lastOwner" | "notOnTeam";

export function removalRefusal(people: { id: number; role: TeamRole }[], memberId: number): RemovalRefusal | null {
  const person = people.find((p) => p.id === memberId);
  if (!person) return "notOnTeam";
  if (person.role === "owner" && people.filter((p) => p.role === "owner").length === 1) return "lastOwner";
  return null;
}

/** A listing as the team forms name it: `venue:12`. */
export const listingRef = (kind: ListingKind, id: number) => `${kind}:${id}`;

export function parseListingRef(value: unknown): { kind: ListingKind; id: number } | null {
  if (typeof value !== "string") return null;
  const [kind, id, ...rest] = value.split(":");
  const number = Number(id);
  if (rest.length || !LISTING_KINDS.includes(kind as ListingKind) || !/^[1-9]\d{0,15}$/.test(id ?? "") || !Number.isSafeInteger(number)) return null;
  return { kind: kind as ListingKind, id: number };
}
