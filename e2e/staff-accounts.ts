import type { StaffRole } from "../app/domain/staff-roles";
import { hashPassword } from "../app/lib/password-hash.ts";
import { localD1, sqlText } from "./local-d1";

/**
 * Staff accounts for the back-office journeys, written into the e2e server's local D1 as the Worker tests'
 * fixture does (test/worker/staff-fixtures.ts): the one place a journey gets a staff account, so a later
 * sign-in step (a second factor) changes here only.
 */
export const STAFF_PASSWORD = "staff-pass-2026";

export async function createStaffAccount(username: string, role: StaffRole): Promise<void> {
  const hash = await hashPassword(STAFF_PASSWORD);
  localD1(`INSERT INTO staff_accounts (username, email, password, role) VALUES (${[username, `${username}@example.com`, hash, role].map(sqlText).join(", ")})
    ON CONFLICT (username) DO UPDATE SET password = excluded.password, role = excluded.role`);
}
