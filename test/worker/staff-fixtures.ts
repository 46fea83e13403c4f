import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { StaffRole } from "../../app/domain/staff-roles";
import { hashPassword } from "../../app/lib/password-hash";
import { send } from "./member-pages";

/** Staff accounts for the back-office tests, written straight to D1 as `npm run staff:create` does. */
export const STAFF_PASSWORD = "staff-pass-2026";

export async function createStaff(username: string, role: StaffRole): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO staff_accounts (username, email, password, role) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(username, `${username}@example.com`, await hashPassword(STAFF_PASSWORD), role)
    .first<{ id: number }>();
  return row!.id;
}

export const staffCookie = (setCookie: string | null) => /__staff=[^;]*/.exec(setCookie ?? "")?.[0] ?? "";

/** A new staff account signed in through /admin/login: its session cookie and id. */
export async function signedInStaff(username: string, role: StaffRole): Promise<{ cookie: string; id: number }> {
  const id = await createStaff(username, role);
  const login = await send("/admin/login", { form: { identifier: username, password: STAFF_PASSWORD } });
  expect(login.status).toBe(303);
  return { cookie: staffCookie(login.headers.get("set-cookie")), id };
}

/** Every back-office answer is private and kept out of search engines. */
export function expectPrivate(headers: Headers) {
  expect(headers.get("cache-control")).toBe("private, no-store");
  expect(headers.get("x-robots-tag")).toBe("noindex");
}
