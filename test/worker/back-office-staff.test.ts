import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { lastMail, lastMailId } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { createStaff, expectPrivate, signedInStaff, STAFF_PASSWORD, STAFF_TOTP_SECRET, staffCookie } from "./staff-fixtures";

/** The admins' staff accounts page (docs/pages.md, "Back office"; docs/decisions/031-staff-accounts.md). */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let member: Signed;

const account = (id: number) =>
  env.DB.prepare("SELECT username, email, role, password, blocked, totp_secret, last_signed_in_at FROM staff_accounts WHERE id = ?")
    .bind(id)
    .first<{ username: string; email: string; role: string; password: string; blocked: number; totp_secret: string | null; last_signed_in_at: string | null }>();
const idOf = async (username: string) => (await env.DB.prepare("SELECT id FROM staff_accounts WHERE username = ?").bind(username).first<{ id: number }>())!.id;
const signIn = (identifier: string, password = STAFF_PASSWORD, path = "/admin/login") => send(path, { form: { identifier, password } });

/** Invites `username` as the admin and answers the link the mail carries (a site path with its token). */
async function invite(username: string, role = "editor", language = "th"): Promise<string> {
  const before = await lastMailId();
  const created = await send("/admin/staff/new", { form: { username, email: `${username}@example.com`, role, language }, cookie: admin.cookie });
  expect(created.status).toBe(303);
  expect(created.location).toBe("/admin/staff?done=invited");
  const mail = await lastMail("staff-invitation", before);
  expect(mail.to_address).toBe(`${username}@example.com`);
  const link = new URL(/https?:\/\/\S+set-password\?token=\S+/.exec(mail.text_body)![0]);
  return link.pathname + link.search;
}

beforeAll(async () => {
  editor = await signedInStaff("staff-page-editor", "editor");
  admin = await signedInStaff("staff-page-admin", "admin");
  member = await signedInMember("staff-page-member");
});

describe("the staff accounts page", () => {
  it("is for admins only: strangers sign in, members and editors get the 403, on both pages and every action", async () => {
    const target = String(editor.id);
    const writes: [string, Record<string, string>][] = [
      ["/admin/staff/new", { username: "never-made", email: "never-made@example.com", role: "admin", language: "th" }],
      ["/admin/staff", { id: target, intent: "role", role: "admin" }],
      ["/admin/staff", { id: target, intent: "disable" }],
      ["/admin/staff", { id: target, intent: "enable" }],
      ["/admin/staff", { id: target, intent: "reset-second-factor" }],
      ["/admin/staff", { id: target, intent: "resend-invitation" }],
      ["/admin/staff", { id: target, intent: "send-password-link" }],
    ];
    for (const [path, form] of [["/admin/staff", undefined], ["/admin/staff/new", undefined], ...writes] as const) {
      const init = form ? { form } : {};
      const anonymous = await send(path, init);
      expect(anonymous.status, path).toBe(303);
      expect(anonymous.location).toMatch(/^\/admin\/login\?redirectTo=/);
      expect((await send(path, { ...init, cookie: member.cookie })).status).toBe(403);
      const asEditor = await send(path, { ...init, cookie: editor.cookie });
      expect(asEditor.status).toBe(403);
      expect(asEditor.html).toContain("สำหรับผู้ดูแลระบบเท่านั้น");
    }
    expect(await account(editor.id)).toMatchObject({ role: "editor", blocked: 0 });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_accounts WHERE username = 'never-made'").first("n")).toBe(0);
    expect((await send("/admin", { cookie: editor.cookie })).html).not.toContain('href="/admin/staff"');
    expect((await send("/admin", { cookie: admin.cookie })).html).toContain('href="/admin/staff"');
  });

  it("lists every account with its email, role, second factor, last sign-in and status, in both languages", async () => {
    const page = await send("/en/admin/staff", { cookie: admin.cookie });
    expect(page.status).toBe(200);
    expectPrivate(page.headers);
    expect(page.html).toContain("Staff accounts");
    expect(page.html).toContain("staff-page-editor@example.com");
    expect(page.html).toContain("Not set up");
    expect(page.html).toContain("Set up");
    expect(page.html).not.toContain(STAFF_TOTP_SECRET);
    expect((await account(admin.id))!.last_signed_in_at).not.toBeNull();
    await createStaff("staff-page-never", "editor");
    const th = await send("/admin/staff", { cookie: admin.cookie });
    expect(th.html).toContain("บัญชีทีมงาน");
    expect(th.html).toContain("ยังไม่เคย");
    expect(th.html).toContain("ใช้งานได้");
  });

  it("invites a new editor: no password until the mailed link sets one, once; then they sign in", async () => {
    const link = await invite("staff-invited", "editor", "en");
    const id = await idOf("staff-invited");
    expect(await account(id)).toMatchObject({ role: "editor", password: "", blocked: 0 });
    expect(link).toMatch(/^\/en\/admin\/set-password\?token=/);
    expect((await signIn("staff-invited", "")).status).toBe(400);
    expect((await send("/en/admin/staff", { cookie: admin.cookie })).html).toContain("Invited, no password yet (the link works until");

    const page = await send(link);
    expect(page.status).toBe(200);
    expectPrivate(page.headers);
    expect(page.html).toContain("Account staff-invited: choose the password you will sign in to the back office with.");
    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    const common = await send(link, { form: { token, password: "password123", passwordConfirmation: "password123" } });
    expect(common.status).toBe(400);
    expect(common.html).toContain("This password is too common and easy to guess.");
    const differ = await send(link, { form: { token, password: "a-long-new-pass-1", passwordConfirmation: "a-long-new-pass-2" } });
    expect(differ.html).toContain("The two passwords do not match.");
    expect(differ.html).not.toContain("a-long-new-pass");

    const set = await send(link, { form: { token, password: "a-long-new-pass-1", passwordConfirmation: "a-long-new-pass-1" } });
    expect(set.status).toBe(303);
    expect(set.location).toBe("/en/admin/login?passwordSet=1");
    expect((await send(set.location!)).html).toContain("Your password is set.");
    const again = await send(link);
    expect(again.status).toBe(410);
    expect(again.html).toContain("This link no longer works");
    expect((await send(link, { form: { token, password: "another-pass-22", passwordConfirmation: "another-pass-22" } })).status).toBe(410);

    const signedIn = await signIn("staff-invited", "a-long-new-pass-1");
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/admin");
    expect((await send("/admin", { cookie: staffCookie(signedIn.headers.get("set-cookie")) })).html).toContain("staff-invited (บรรณาธิการ)");

    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: null, collection: "staff" });
    const mine = entries.filter((entry) => entry.targetId === String(id));
    expect(mine.map((entry) => [entry.action, entry.staffUsername])).toEqual([
      ["set-password", "staff-invited"],
      ["invite", "staff-page-admin"],
    ]);
    expect(mine[1]).toMatchObject({ before: null, after: { username: "staff-invited", role: "editor", password_set: false, blocked: false } });
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("a-long-new-pass-1");
    expect(logged).not.toContain("pbkdf2");
  });

  it("takes an admin invited this way through the second factor's enrolment at the first sign-in", async () => {
    const link = await invite("staff-invited-admin", "admin");
    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    expect((await send(link, { form: { token, password: "admin-new-pass-7", passwordConfirmation: "admin-new-pass-7" } })).location).toBe("/admin/login?passwordSet=1");
    const signedIn = await signIn("staff-invited-admin", "admin-new-pass-7");
    const home = await send("/admin", { cookie: staffCookie(signedIn.headers.get("set-cookie")) });
    expect(home.status).toBe(303);
    expect(home.location).toBe("/admin/second-factor");
  });

  it("refuses an expired link, and an earlier link once the invitation is sent again", async () => {
    const first = await invite("staff-expiring");
    const id = await idOf("staff-expiring");
    await env.DB.prepare("UPDATE staff_invitations SET expires_at = ? WHERE staff_id = ?").bind(new Date(Date.now() - 1000).toISOString(), id).run();
    expect((await send(first)).status).toBe(410);
    expect((await send("/admin/staff", { cookie: admin.cookie })).html).toContain("รอตั้งรหัสผ่าน (ลิงก์หมดอายุแล้ว)");
    const token = new URLSearchParams(first.split("?")[1]).get("token")!;
    expect((await send(first, { form: { token, password: "late-pass-1234", passwordConfirmation: "late-pass-1234" } })).status).toBe(410);
    expect((await account(id))!.password).toBe("");

    const before = await lastMailId();
    const resent = await send("/admin/staff", { form: { id: String(id), intent: "resend-invitation" }, cookie: admin.cookie });
    expect(resent.location).toBe("/admin/staff?done=resent");
    const mail = await lastMail("staff-invitation", before);
    const second = new URL(/https?:\/\/\S+set-password\?token=\S+/.exec(mail.text_body)![0]);
    expect(second.search).not.toBe(new URL(first, "http://x").search);
    expect((await send(second.pathname + second.search)).status).toBe(200);
    const fresh = await invite("staff-replaced");
    await send("/admin/staff", { form: { id: String(await idOf("staff-replaced")), intent: "resend-invitation" }, cookie: admin.cookie });
    expect((await send(fresh)).status).toBe(410);
  });

  it("sends one who forgot their password a link: it works once, then the old password is refused, their sessions end, the second factor stays", async () => {
    const target = await signedInStaff("staff-page-forgot", "editor", true);
    const before = await lastMailId();
    const sent = await send("/en/admin/staff", { form: { id: String(target.id), intent: "send-password-link" }, cookie: admin.cookie });
    expect(sent.location).toBe("/en/admin/staff?done=linkSent");
    const mail = await lastMail("staff-password-link", before);
    expect(mail.to_address).toBe("staff-page-forgot@example.com");
    expect(mail.text_body).toContain("set a new password for your ExpoLink back-office account, username staff-page-forgot");
    const url = new URL(/https?:\/\/\S+set-password\?token=\S+/.exec(mail.text_body)![0]);
    const link = url.pathname + url.search;
    const token = url.searchParams.get("token")!;
    // Until the link is used nothing changes: the old password and the open session still work.
    expect((await send("/admin", { cookie: target.cookie })).status).toBe(200);
    expect((await send("/en/admin/staff", { cookie: admin.cookie })).html).toContain("Active (a link to set a new password works until");

    const set = await send(link, { form: { token, password: "forgot-new-pass-9", passwordConfirmation: "forgot-new-pass-9" } });
    expect(set.location).toBe("/en/admin/login?passwordSet=1");
    expect((await send(link)).status).toBe(410);
    expect((await send(link, { form: { token, password: "forgot-again-pass-9", passwordConfirmation: "forgot-again-pass-9" } })).status).toBe(410);
    const ended = await send("/admin", { cookie: target.cookie });
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/admin/login?redirectTo=%2Fadmin");
    const old = await signIn("staff-page-forgot");
    expect(old.status).toBe(400);
    expect(old.html).toContain("ชื่อผู้ใช้ อีเมล หรือรหัสผ่านไม่ถูกต้อง");
    const fresh = await signIn("staff-page-forgot", "forgot-new-pass-9");
    expect(fresh.location).toBe("/admin/verify?redirectTo=%2Fadmin");
    expect((await account(target.id))!.totp_secret).toBe(STAFF_TOTP_SECRET);

    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: null, collection: "staff" });
    const mine = entries.filter((entry) => entry.targetId === String(target.id));
    expect(mine.map((entry) => [entry.action, entry.staffUsername])).toEqual([
      ["set-password", "staff-page-forgot"],
      ["send-password-link", "staff-page-admin"],
    ]);
    expect(mine[0]).toMatchObject({ before: { password_set: true }, after: { password_set: true } });
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("forgot-new-pass-9");
  });

  it("sends no new-password link to a disabled account or one still invited, and the staff sign-in page says whom to ask", async () => {
    await invite("staff-forgot-invited");
    const invited = await idOf("staff-forgot-invited");
    const disabled = await createStaff("staff-forgot-disabled", "editor");
    await send("/admin/staff", { form: { id: String(disabled), intent: "disable" }, cookie: admin.cookie });
    for (const id of [invited, disabled]) {
      const refused = await send("/en/admin/staff", { form: { id: String(id), intent: "send-password-link" }, cookie: admin.cookie });
      expect(refused.status).toBe(409);
      expect(refused.html).toContain("Only an enabled account that has set a password gets a new password link.");
    }
    expect((await send("/admin/login")).html).toContain("ลืมรหัสผ่าน? ขอให้ผู้ดูแลระบบในทีมของคุณส่งลิงก์ตั้งรหัสผ่านใหม่ให้");
    expect((await send("/en/admin/login")).html).toContain("Forgot your password? Ask an admin of your team to send you a new link.");
  });

  it("keeps what was typed and says beside the field when the username or email is taken or wrong", async () => {
    const taken = await send("/en/admin/staff/new", {
      form: { username: "STAFF-PAGE-EDITOR", email: "Staff-Page-Admin@example.com", role: "editor", language: "en" },
      cookie: admin.cookie,
    });
    expect(taken.status).toBe(409);
    expect(taken.html).toContain("A staff account already has this username.");
    expect(taken.html).toContain("A staff account already uses this email.");
    expect(taken.html).toContain('value="STAFF-PAGE-EDITOR"');
    const wrong = await send("/admin/staff/new", { form: { username: "x", email: "nope", role: "boss", language: "th" }, cookie: admin.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("รูปแบบอีเมลไม่ถูกต้อง");
    expect(wrong.html).toContain('value="nope"');
  });

  it("changes a role, and disables an account: refused at sign-in, its open session ended at the next request; each logged", async () => {
    const target = await signedInStaff("staff-page-target", "editor");
    expect((await send("/admin", { cookie: target.cookie })).status).toBe(200);

    const promoted = await send("/admin/staff", { form: { id: String(target.id), intent: "role", role: "admin" }, cookie: admin.cookie });
    expect(promoted.location).toBe("/admin/staff?done=role");
    expect((await account(target.id))!.role).toBe("admin");
    // An admin without a second factor enrols before any other page.
    expect((await send("/admin", { cookie: target.cookie })).location).toBe("/admin/second-factor");
    await send("/admin/staff", { form: { id: String(target.id), intent: "role", role: "editor" }, cookie: admin.cookie });

    const disabled = await send("/admin/staff", { form: { id: String(target.id), intent: "disable" }, cookie: admin.cookie });
    expect(disabled.location).toBe("/admin/staff?done=disabled");
    const ended = await send("/admin", { cookie: target.cookie });
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/admin/login?redirectTo=%2Fadmin");
    const refused = await signIn("staff-page-target");
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("บัญชีนี้ถูกระงับ");
    expect((await send("/en/admin/staff", { cookie: admin.cookie })).html).toContain("Disabled");

    expect((await send("/admin/staff", { form: { id: String(target.id), intent: "enable" }, cookie: admin.cookie })).location).toBe("/admin/staff?done=enabled");
    expect((await signIn("staff-page-target")).status).toBe(303);

    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: admin.id, collection: "staff" });
    const onTarget = entries.filter((entry) => entry.targetId === String(target.id));
    expect(onTarget.map((entry) => entry.action)).toEqual(["enable", "disable", "change-role", "change-role"]);
    expect(onTarget[1]).toMatchObject({ before: { blocked: false }, after: { blocked: true } });
    expect(onTarget[3]).toMatchObject({ before: { role: "editor" }, after: { role: "admin" } });
  });

  it("resets a second factor: codes gone, sessions ended, the admin enrols again at the next sign-in", async () => {
    const other = await signedInStaff("staff-page-reset", "admin");
    await env.DB.prepare("INSERT INTO staff_recovery_codes (staff_id, code_digest) VALUES (?, 'x')").bind(other.id).run();
    const reset = await send("/admin/staff", { form: { id: String(other.id), intent: "reset-second-factor" }, cookie: admin.cookie });
    expect(reset.location).toBe("/admin/staff?done=reset");
    expect((await account(other.id))!.totp_secret).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE staff_id = ?").bind(other.id).first("n")).toBe(0);
    expect((await send("/admin", { cookie: other.cookie })).status).toBe(303);
    const again = await signIn("staff-page-reset");
    expect(again.location).toBe("/admin");
    expect((await send("/admin", { cookie: staffCookie(again.headers.get("set-cookie")) })).location).toBe("/admin/second-factor");
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: admin.id, collection: "staff" });
    expect(entries[0]).toMatchObject({ action: "reset-second-factor", targetId: String(other.id), before: { second_factor: true }, after: { second_factor: false } });
    expect(JSON.stringify(entries[0])).not.toContain(STAFF_TOTP_SECRET);
  });

  it("never lets an admin disable or demote themselves, and never the last working admin", async () => {
    for (const form of [{ intent: "disable" }, { intent: "role", role: "editor" }] as Record<string, string>[]) {
      const self = await send("/en/admin/staff", { form: { id: String(admin.id), ...form }, cookie: admin.cookie });
      expect(self.status).toBe(409);
      expect(self.html).toContain("You cannot disable or demote your own account.");
    }
    expect(await account(admin.id)).toMatchObject({ role: "admin", blocked: 0 });

    // Only the store's own check stands between a race of two admins and none: with every other admin disabled,
    // it refuses to take the last one's role or access.
    await env.DB.prepare("UPDATE staff_accounts SET blocked = 1 WHERE role = 'admin' AND id <> ?").bind(admin.id).run();
    const store = backOfficeStore(env).staffAccounts;
    expect(await store.setRole(admin.id, "editor")).toBe(false);
    expect(await store.setBlocked(admin.id, true)).toBe(false);
    expect(await account(admin.id)).toMatchObject({ role: "admin", blocked: 0 });
    const other = await createStaff("staff-page-second", "admin");
    expect(await store.setBlocked(admin.id, true)).toBe(true);
    expect(await store.setBlocked(other, true)).toBe(false);
  });
});
