import { describe, expect, it } from "vitest";
import { send, signedInMember } from "./member-pages";
import { createStaff, expectPrivate, STAFF_PASSWORD as PASSWORD, signedInStaff } from "./staff-fixtures";

describe("who may open the back office", () => {
  it("sends a stranger to sign in, in the page's language, and back to the page", async () => {
    for (const [path, login] of [
      ["/admin", "/admin/login?redirectTo=%2Fadmin"],
      ["/en/admin?x=1", "/en/admin/login?redirectTo=%2Fen%2Fadmin%3Fx%3D1"],
      ["/admin.data", "/admin/login?redirectTo=%2Fadmin"],
    ]) {
      const page = await send(path!);
      expect(page.status, path).toBe(path!.endsWith(".data") ? 202 : 303);
      if (!path!.endsWith(".data")) expect(page.location).toBe(login);
      expectPrivate(page.headers);
    }
  });

  it("shows the sign-in page in both languages, private and not indexed", async () => {
    for (const [path, lang, title] of [
      ["/admin/login", "th", "เข้าสู่ระบบหลังบ้าน"],
      ["/en/admin/login", "en", "Back office sign-in"],
    ]) {
      const page = await send(path!);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<html lang="${lang}"`);
      expect(page.html).toContain(title);
      expect(page.html).not.toContain('class="site-header"');
      expectPrivate(page.headers);
    }
  });

  it("refuses a member's session with the 403 page, and a member session is no staff session", async () => {
    const member = await signedInMember("staff-guard-member");
    const page = await send("/en/admin", { cookie: member.cookie });
    expect(page.status).toBe(403);
    expect(page.html).toContain("A member account cannot open the back office");
    expectPrivate(page.headers);
  });

  it("lets an editor and an admin in, with their name and role in the header", async () => {
    for (const role of ["editor", "admin"] as const) {
      const { cookie } = await signedInStaff(`guard-${role}`, role);
      const page = await send("/en/admin", { cookie });
      expect(page.status).toBe(200);
      expect(page.html).toContain(`guard-${role} (${role})`);
      expectPrivate(page.headers);
    }
  });

  it("returns to the page asked for after signing in, and never leaves the back office", async () => {
    await createStaff("guard-return", "editor");
    const back = await send("/en/admin/login", { form: { identifier: "GUARD-RETURN@example.com", password: PASSWORD, redirectTo: "/en/admin?page=2" } });
    expect(back.location).toBe("/en/admin?page=2");
    const away = await send("/admin/login", { form: { identifier: "guard-return", password: PASSWORD, redirectTo: "https://evil.example/admin" } });
    expect(away.location).toBe("/admin");
  });

  it("does not give a staff session to a member page", async () => {
    const { cookie } = await signedInStaff("guard-not-member", "admin");
    const page = await send("/profile", { cookie });
    expect(page.status).toBe(303);
    expect(page.location).toContain("/login?redirectTo=");
  });

  it("says a wrong password in the page's language, keeps the name typed and never the password", async () => {
    await createStaff("guard-wrong", "editor");
    const page = await send("/admin/login", { form: { identifier: "guard-wrong", password: "not-it" } });
    expect(page.status).toBe(400);
    expect(page.html).toContain("ชื่อผู้ใช้ อีเมล หรือรหัสผ่านไม่ถูกต้อง");
    expect(page.html).toContain('value="guard-wrong"');
    expect(page.html).not.toContain("not-it");
    const empty = await send("/en/admin/login", { form: { identifier: "", password: "" } });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Enter your username or email.");
  });

  it("locks an identifier out after 10 tries in 15 minutes, as members are", async () => {
    await createStaff("guard-locked", "editor");
    for (let i = 0; i < 10; i++) await send("/admin/login", { form: { identifier: "guard-locked", password: "wrong" } });
    const locked = await send("/en/admin/login", { form: { identifier: "guard-locked", password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.html).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  });

  it("ends the session on sign-out", async () => {
    const { cookie } = await signedInStaff("guard-out", "editor");
    const out = await send("/admin/logout", { form: {}, cookie });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/admin/login");
    const after = await send("/admin", { cookie });
    expect(after.status).toBe(303);
  });

  it("answers an unknown back-office page with its own 404 once signed in", async () => {
    expect((await send("/admin/no-such-page")).status).toBe(303);
    const { cookie } = await signedInStaff("guard-404", "editor");
    const page = await send("/en/admin/no-such-page", { cookie });
    expect(page.status).toBe(404);
    expect(page.html).toContain("The back office has no such page.");
    expectPrivate(page.headers);
  });
});
