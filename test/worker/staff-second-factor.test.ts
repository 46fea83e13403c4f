import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fromBase32, totpAt } from "../../app/lib/totp";
import { send } from "./member-pages";
import { expectPrivate, STAFF_PASSWORD, signedInStaff, staffCookie } from "./staff-fixtures";

const now = () => Math.floor(Date.now() / 1000);
const codeAt = async (secret: string, seconds: number) => totpAt(fromBase32(secret)!, seconds);

/** Enrols the signed-in account through its page: the secret and the recovery codes shown. */
async function enrol(cookie: string): Promise<{ secret: string; used: string; codes: string[] }> {
  const page = await send("/en/admin/second-factor", { cookie });
  expect(page.status).toBe(200);
  expect(page.html).toContain("<svg");
  const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(page.html)![1]!.replaceAll(" ", "");
  const used = await codeAt(secret, now());
  const confirmed = await send("/en/admin/second-factor", { cookie, form: { code: used } });
  expect(confirmed.status).toBe(200);
  const codes = [...confirmed.html.matchAll(/<code>([a-z2-7]{5}-[a-z2-7]{5})<\/code>/g)].map((match) => match[1]!);
  return { secret, used, codes };
}

describe("the second factor", () => {
  it("sends an admin without one to enrol before any other page", async () => {
    const { cookie } = await signedInStaff("tf-admin", "admin", false);
    for (const path of ["/en/admin", "/en/admin/audit"]) {
      const page = await send(path, { cookie });
      expect(page.status).toBe(303);
      expect(page.location).toBe("/en/admin/second-factor");
      expectPrivate(page.headers);
    }
    const enrolPage = await send("/admin/second-factor", { cookie });
    expect(enrolPage.status).toBe(200);
    expect(enrolPage.html).toContain("การยืนยันตัวตนสองขั้นตอน");
  });

  it("lets an editor work without one, and enrol", async () => {
    const { cookie } = await signedInStaff("tf-editor", "editor");
    expect((await send("/admin", { cookie })).status).toBe(200);
    expect((await send("/admin/second-factor", { cookie })).status).toBe(200);
  });

  it("keeps the secret shown until a right code confirms it, then shows 10 recovery codes once, stored hashed, and logs it", async () => {
    const { cookie, id } = await signedInStaff("tf-enrol", "admin", false);
    const first = await send("/en/admin/second-factor", { cookie });
    const again = await send("/en/admin/second-factor", { cookie });
    const secretOf = (html: string) => /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(html)![1];
    expect(secretOf(again.html)).toBe(secretOf(first.html));
    const wrong = await send("/en/admin/second-factor", { cookie, form: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("That code is wrong or has expired.");
    const empty = await send("/admin/second-factor", { cookie, form: { code: "" } });
    expect(empty.html).toContain("กรุณากรอกรหัส");

    const { secret, codes } = await enrol(cookie);
    expect(codes).toHaveLength(10);
    const row = await env.DB.prepare("SELECT totp_secret FROM staff_accounts WHERE id = ?").bind(id).first<{ totp_secret: string }>();
    expect(row?.totp_secret).toBe(secret);
    const stored = await env.DB.prepare("SELECT code_digest FROM staff_recovery_codes WHERE staff_id = ?").bind(id).all<{ code_digest: string }>();
    expect(stored.results).toHaveLength(10);
    for (const { code_digest } of stored.results) expect(codes.join(" ")).not.toContain(code_digest);
    const audit = await env.DB.prepare("SELECT action, collection, target_id FROM staff_audit_log WHERE staff_id = ?").bind(id).first();
    expect(audit).toEqual({ action: "enrol-second-factor", collection: "staff", target_id: String(id) });

    const home = await send("/en/admin", { cookie });
    expect(home.status).toBe(200);
    const later = await send("/en/admin/second-factor", { cookie });
    expect(later.html).toContain("Two-step sign-in is on.");
    expect(later.html).not.toContain("totp-secret");
  });

  it("asks an enrolled account for a code after its password; each code and recovery code works once", async () => {
    const { cookie } = await signedInStaff("tf-verify", "admin", false);
    const { secret, used, codes } = await enrol(cookie);

    const signIn = async () => {
      const login = await send("/en/admin/login", { form: { identifier: "tf-verify", password: STAFF_PASSWORD, redirectTo: "/en/admin/audit" } });
      expect(login.status).toBe(303);
      expect(login.location).toBe("/en/admin/verify?redirectTo=%2Fen%2Fadmin%2Faudit");
      return staffCookie(login.headers.get("set-cookie"));
    };

    const pending = await signIn();
    const notYet = await send("/en/admin/audit", { cookie: pending });
    expect(notYet.status).toBe(303);
    expect(notYet.location).toContain("/en/admin/login");
    const codePage = await send("/en/admin/verify?redirectTo=%2Fen%2Fadmin%2Faudit", { cookie: pending });
    expect(codePage.status).toBe(200);
    // The enrolment's code is spent; the next step's is not.
    const spent = await send("/en/admin/verify", { cookie: pending, form: { code: used, redirectTo: "/en/admin/audit" } });
    expect(spent.status).toBe(400);
    const next = await send("/en/admin/verify", { cookie: pending, form: { code: await codeAt(secret, now() + 30), redirectTo: "/en/admin/audit" } });
    expect(next.status).toBe(303);
    expect(next.location).toBe("/en/admin/audit");
    const signedIn = staffCookie(next.headers.get("set-cookie"));
    expect(signedIn).not.toBe(pending);
    expect((await send("/en/admin/audit", { cookie: signedIn })).status).toBe(200);

    const withRecovery = await signIn();
    const recovered = await send("/en/admin/verify", { cookie: withRecovery, form: { code: codes[0]!.toUpperCase(), redirectTo: "/en/admin" } });
    expect(recovered.status).toBe(303);
    const reused = await send("/en/admin/verify", { cookie: await signIn(), form: { code: codes[0]!, redirectTo: "/en/admin" } });
    expect(reused.status).toBe(400);
    expect(reused.html).toContain("That code is wrong or has expired.");
  });

  it("locks the code step out after 10 tries in 15 minutes, as sign-in is", async () => {
    const { cookie } = await signedInStaff("tf-locked-admin", "admin", false);
    await enrol(cookie);
    const login = await send("/admin/login", { form: { identifier: "tf-locked-admin", password: STAFF_PASSWORD } });
    const pending = staffCookie(login.headers.get("set-cookie"));
    for (let i = 0; i < 10; i++) await send("/admin/verify", { cookie: pending, form: { code: "000000" } });
    const locked = await send("/admin/verify", { cookie: pending, form: { code: "000000" } });
    expect(locked.status).toBe(429);
    expect(locked.html).toContain("คุณลองหลายครั้งเกินไป");
  });

  it("sends a code page without a password step back to sign in", async () => {
    const page = await send("/admin/verify");
    expect(page.status).toBe(303);
    expect(page.location).toBe("/admin/login");
  });
});
