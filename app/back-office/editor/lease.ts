/**
 * Who has a record open in the content manager: a short lease the open page renews every LEASE_RENEW_MS
 * (taken at load without scripts), so a second editor is told who else is editing. It only informs; the
 * version check is what keeps saves from overwriting each other.
 */
export interface Lease {
  staffId: number;
  username: string;
  /** When the holder opened the record (ISO). */
  since: string;
  /** When the lease lapses unless renewed (ISO). */
  until: string;
}

export const LEASE_MS = 2 * 60 * 1000;
export const LEASE_RENEW_MS = 60 * 1000;

export interface LeaseDecision {
  /** The lease to store for this editor, or null when another holds the record. */
  take: Lease | null;
  /** Another editor's lease, still running. */
  heldBy: Lease | null;
}

export function decideLease(current: Lease | null, me: { id: number; username: string }, now: Date): LeaseDecision {
  const running = current !== null && Date.parse(current.until) > now.getTime();
  if (running && current.staffId !== me.id) return { take: null, heldBy: current };
  const since = running ? current.since : now.toISOString();
  return { take: { staffId: me.id, username: me.username, since, until: new Date(now.getTime() + LEASE_MS).toISOString() }, heldBy: null };
}
