import { execFileSync } from "node:child_process";
import type { StaffRole } from "../app/domain/staff-roles";
import { hashPassword } from "../app/lib/password-hash.ts";

/**
 * Staff accounts for the back-office journeys, written into the e2e server's local D1 as the Worker tests'
 * fixture does (test/worker/staff-fixtures.ts): the one place a journey gets a staff account, so a later
 * sign-in step (a second factor) changes here only.
 */
export const STAFF_PASSWORD = "staff-pass-2026";

const persistTo = () => `.wrangler/e2e-state-${process.env.E2E_PORT ?? "8790"}`;
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

export async function createStaffAccount(username: string, role: StaffRole): Promise<void> {
  const hash = await hashPassword(STAFF_PASSWORD);
  const sql = `INSERT INTO staff_accounts (username, email, password, role) VALUES (${[username, `${username}@example.com`, hash, role].map(sqlText).join(", ")})
    ON CONFLICT (username) DO UPDATE SET password = excluded.password, role = excluded.role`;
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--config", "wrangler.toml", "--persist-to", persistTo(), "--command", sql], { stdio: "ignore" });
}
