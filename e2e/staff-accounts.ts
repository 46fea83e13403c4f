import type { Page } from "@playwright/test";
import type { Locale } from "../app/domain/locales";
import type { StaffRole } from "../app/domain/staff-roles";
import { hashPassword } from "../app/lib/password-hash.ts";
import { fromBase32, totpAt } from "../app/lib/totp.ts";
import { localD1, sqlText } from "./local-d1";

/**
 * Staff accounts for the back-office journeys, written into the e2e server's local D1 as the Worker tests'
 * fixture does (test/worker/staff-fixtures.ts): the one place a journey gets a staff account, so a later
 * sign-in step (a second factor) changes here only.
 */
export const STAFF_PASSWORD = "staff-pass-2026";

/** The authenticator secret of the admins made here: an admin works only with a second factor. */
const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function createStaffAccount(username: string, role: StaffRole): Promise<void> {
  const hash = await hashPassword(STAFF_PASSWORD);
  const secret = role === "admin" ? TOTP_SECRET : null;
  localD1(`INSERT INTO staff_accounts (username, email, password, role, totp_secret) VALUES (${[username, `${username}@example.com`, hash, role].map(sqlText).join(", ")}, ${secret ? sqlText(secret) : "NULL"})
    ON CONFLICT (username) DO UPDATE SET password = excluded.password, role = excluded.role, totp_secret = excluded.totp_secret`);
}

/** After an admin's password: the code an authenticator app would show now, on the sign-in's second step. */
export async function enterSecondFactor(page: Page, lang: Locale): Promise<void> {
  const code = await totpAt(fromBase32(TOTP_SECRET)!, Math.floor(Date.now() / 1000));
  await page.getByLabel(lang === "th" ? "รหัส 6 หลักหรือรหัสกู้คืน" : "6-digit code or recovery code").fill(code);
  await page.getByRole("button", { name: lang === "th" ? "ยืนยัน" : "Confirm" }).click();
}
