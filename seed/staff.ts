/**
 * Staff accounts written straight to D1 (table staff_accounts, migrations/0018_staff.sql): the first admin by
 * `npm run staff:create`, and locally the seed's demo editor. Pure (WebCrypto only), so tests run it anywhere.
 */
import * as v from "valibot";
import { STAFF_EMAIL_MAX, STAFF_ROLES, STAFF_USERNAME, type StaffRole } from "../app/domain/staff-roles.ts";
import { hashPassword } from "../app/lib/password-hash.ts";
import { isLoopbackUrl } from "../app/lib/runtime-config.ts";
import { isCommonPassword, newPassword, PASSWORD_MESSAGES } from "../app/domain/password-policy.ts";
import { sqlLiteral } from "./index.ts";

export interface StaffAccountInput {
  username: string;
  email: string;
  password: string;
  role: StaffRole;
}

export const STAFF_ACCOUNT_FIELDS = ["username", "email", "password", "role"] as const satisfies readonly (keyof StaffAccountInput)[];

const StaffAccountSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.regex(STAFF_USERNAME, "username: 3 to 80 letters, digits, dots, dashes or underscores"),
  ),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email("email: not an email address"), v.maxLength(STAFF_EMAIL_MAX, "email: too long")),
  password: v.pipe(
    v.string(),
    newPassword,
    v.check((password) => !isCommonPassword(password), PASSWORD_MESSAGES.tooCommon),
  ),
  role: v.picklist(STAFF_ROLES, `role: one of ${STAFF_ROLES.join(", ")}`),
});

/** The account from what was given, or every problem in words. */
export function parseStaffAccount(raw: Partial<Record<keyof StaffAccountInput, string>>): { ok: true; account: StaffAccountInput } | { ok: false; problems: string[] } {
  const missing = STAFF_ACCOUNT_FIELDS.filter((field) => raw[field] === undefined).map((field) => `--${field} is required`);
  if (missing.length > 0) return { ok: false, problems: missing };
  const result = v.safeParse(StaffAccountSchema, raw);
  return result.success ? { ok: true, account: result.output } : { ok: false, problems: result.issues.map((issue) => issue.message) };
}

/** The INSERT of one account, its password hashed as members' are. */
export async function staffAccountSql(account: StaffAccountInput): Promise<string> {
  const values = [account.username, account.email, await hashPassword(account.password), account.role].map(sqlLiteral).join(", ");
  return `INSERT INTO staff_accounts (username, email, password, role) VALUES (${values});`;
}

/** The local demo editor (README), without a second factor; only where SITE_URL is a loopback address. */
export const demoEditor: StaffAccountInput = {
  username: "demo-editor",
  email: "demo-editor@example.com",
  password: "demo-editor-2026",
  role: "editor",
};

export async function buildDemoStaffSql(siteUrl: string): Promise<string[]> {
  if (!isLoopbackUrl(siteUrl)) return [];
  return [(await staffAccountSql(demoEditor)).replace("INSERT INTO", "INSERT OR IGNORE INTO")];
}
