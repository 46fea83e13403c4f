/**
 * A company's edit of its own listing (docs/decisions/060): it waits for the site team, which approves it (the
 * listing then shows it) or declines it with a reason; a newer save by the owners replaces a waiting one. The edit
 * of a listing whose owners the team trusts is published at once, and kept as `published` for the team to see.
 */
export const LISTING_CHANGE_STATUSES = ["waiting", "approved", "declined", "replaced", "published"] as const;
export type ListingChangeStatus = (typeof LISTING_CHANGE_STATUSES)[number];

/** What a change request asks: an edit of the listing, or (organizers) a new show with its booth types, or an edit of one. */
export const LISTING_CHANGE_KINDS = ["listing", "new-show", "show-edit"] as const;
export type ListingChangeKind = (typeof LISTING_CHANGE_KINDS)[number];

export const listingChangeKindOf = (value: unknown): ListingChangeKind => LISTING_CHANGE_KINDS.find((kind) => kind === value) ?? "listing";

export const listingChangeStatusOf = (value: unknown): ListingChangeStatus =>
  LISTING_CHANGE_STATUSES.find((status) => status === value) ?? "waiting";

/** Saves a listing's owners may send in one Bangkok day; the site team reviews each. */
export const LISTING_CHANGES_PER_DAY = 20;

/**
 * Fields of a listing only the site team sets, never offered to its owners and refused if sent: the address
 * (`slug`), the ranking (`featured`) and, beside them, what the service keeps private or sets itself (`owners`,
 * `verified`, publication).
 */
export const SITE_TEAM_LISTING_FIELDS = ["slug", "featured", "owners", "verified", "publishedAt", "published_at", "createdAt", "updatedAt"] as const;
