/**
 * What a member can follow for the weekly digest of new shows and events: an industry (a master-data value), an
 * organizer or a venue (a listing id). A follow is stored as its kind and its item, the id written as text.
 */
export const FOLLOW_KINDS = ["industry", "organizer", "venue"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

export const isFollowKind = (value: unknown): value is FollowKind => typeof value === "string" && (FOLLOW_KINDS as readonly string[]).includes(value);

/** An item of its kind: an industry value (the caller checks it against master data), or a listing id. */
export function isFollowItem(kind: FollowKind, item: string): boolean {
  return kind === "industry" ? item.length > 0 && item.length <= 80 : /^[1-9]\d{0,11}$/.test(item);
}
