import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { StaffRole } from "../../app/domain/staff-roles";
import { hashPassword } from "../../app/lib/password-hash";
import { fromBase32, totpAt } from "../../app/lib/totp";
import { send } from "./member-pages";

/** Staff accounts for the back-office tests, written straight to D1 as `npm run staff:create` does. */
export const STAFF_PASSWORD = "staff-pass-2026";

/** The TOTP secret of the accounts made with a second factor (an admin cannot work without one). */
export const STAFF_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function createStaff(username: string, role: StaffRole, totpSecret: string | null = null): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO staff_accounts (username, email, password, role, totp_secret) VALUES (?, ?, ?, ?, ?) RETURNING id")
    .bind(username, `${username}@example.com`, await hashPassword(STAFF_PASSWORD), role, totpSecret)
    .first<{ id: number }>();
  return row!.id;
}

export const staffCookie = (setCookie: string | null) => /__staff=[^;]*/.exec(setCookie ?? "")?.[0] ?? "";

/**
 * A new staff account signed in through /admin/login: its session cookie and id. An admin has a second factor
 * and signs in with its code too, unless `enrolled` is false.
 */
export async function signedInStaff(username: string, role: StaffRole, enrolled = role === "admin"): Promise<{ cookie: string; id: number }> {
  const id = await createStaff(username, role, enrolled ? STAFF_TOTP_SECRET : null);
  const login = await send("/admin/login", { form: { identifier: username, password: STAFF_PASSWORD } });
  expect(login.status).toBe(303);
  if (!enrolled) return { cookie: staffCookie(login.headers.get("set-cookie")), id };
  const code = await totpAt(fromBase32(STAFF_TOTP_SECRET)!, Math.floor(Date.now() / 1000));
  const verified = await send("/admin/verify", { cookie: staffCookie(login.headers.get("set-cookie")), form: { code } });
  expect(verified.status).toBe(303);
  return { cookie: staffCookie(verified.headers.get("set-cookie")), id };
}

/** Every back-office answer is private and kept out of search engines. */
export function expectPrivate(headers: Headers) {
  expect(headers.get("cache-control")).toBe("private, no-store");
  expect(headers.get("x-robots-tag")).toBe("noindex");
}
