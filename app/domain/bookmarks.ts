/** What a member can save for later: the collections with a "Save" button (the server resolves their pages). */
export const BOOKMARK_COLLECTIONS = ["trade-shows", "thai-events", "venues", "organizers", "contractors", "news"] as const;
export type BookmarkCollection = (typeof BOOKMARK_COLLECTIONS)[number];
export const isBookmarkCollection = (value: unknown): value is BookmarkCollection =>
  typeof value === "string" && (BOOKMARK_COLLECTIONS as readonly string[]).includes(value);
