/**
 * Who works in the back office (docs/pages.md, "Back office"): an editor handles content, media and the queues;
 * an admin may do all that and also manage staff accounts and listing owners.
 */
export const STAFF_ROLES = ["editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Whether a staff member with `role` may open a page that needs `needed`: an admin may open every page. */
export const roleAllows = (role: StaffRole, needed: StaffRole): boolean => role === "admin" || needed === "editor";

/** A staff username: what `npm run staff:create` and the staff accounts page accept. */
export const STAFF_USERNAME = /^[A-Za-z0-9._-]{3,80}$/;
export const STAFF_EMAIL_MAX = 200;
