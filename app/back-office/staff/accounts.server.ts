import type { StaffRole } from "~/domain/staff-roles";
import type { StaffAccount } from "~/back-office/store/staff-sign-in.server";

/** What the back office knows of who is signed in; what `requireStaff` answers. */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  /** Whether the account signs in with a second factor (TOTP). */
  secondFactor: boolean;
}

/** The signed-in account without its secrets. */
export const staffMember = ({ id, username, email, role, totpSecret }: StaffAccount): StaffMember => ({
  id,
  username,
  email,
  role,
  secondFactor: totpSecret !== null,
});
