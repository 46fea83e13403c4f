/** What a member says they are when they register. */
export const MEMBER_TYPES = ["visitor", "exhibitor", "venue", "organizer", "contractor"] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/** Members of these types run a listing and see the company pages (quotation-profile). */
const COMPANY_TYPES: readonly string[] = ["venue", "organizer", "contractor"];
export const isCompanyMember = (user: { company_type?: string | null }) => COMPANY_TYPES.includes(user.company_type ?? "");
