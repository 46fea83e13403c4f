import { LISTING_KINDS } from "./listings.ts";

/**
 * What a member says they are when they register (docs/decisions/029-member-types.md): a visitor, an exhibitor,
 * or a company of one of the three listing kinds. Strapi takes these as enumeration values, so none may begin
 * with a digit.
 */
export const MEMBER_TYPES = ["visitor", "exhibitor", ...LISTING_KINDS] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
