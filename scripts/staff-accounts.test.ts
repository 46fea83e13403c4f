import { describe, expect, it } from "vitest";
import { buildDemoStaffSql, parseStaffAccount, staffAccountSql } from "../seed/staff.ts";

describe("staff accounts from the command line", () => {
  it("takes a well-formed account", () => {
    const parsed = parseStaffAccount({ username: "site-admin", email: " Admin@Example.com ", password: "a-long-secret-2026", role: "admin" });
    expect(parsed).toEqual({ ok: true, account: { username: "site-admin", email: "admin@example.com", password: "a-long-secret-2026", role: "admin" } });
  });

  it("says every problem in words", () => {
    const parsed = parseStaffAccount({ username: "a@b", email: "nope", password: "password", role: "owner" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual([
      "username: 3 to 80 letters, digits, dots, dashes or underscores",
      "email: not an email address",
      "password is too common",
      "role: one of editor, admin",
    ]);
    const missing = parseStaffAccount({});
    expect(missing.ok || missing.problems).toContain("--username is required");
  });

  it("stores the password hashed, and quotes what was typed", async () => {
    const sql = await staffAccountSql({ username: "o'brien", email: "o@example.com", password: "a-long-secret-2026", role: "editor" });
    expect(sql).toMatch(/^INSERT INTO staff_accounts \(username, email, password, role\) VALUES \('o''brien', 'o@example.com', 'pbkdf2-sha256\$100000\$[^']+', 'editor'\);$/);
    expect(sql).not.toContain("a-long-secret-2026");
  });

  it("adds the demo editor only on a loopback SITE_URL", async () => {
    expect(await buildDemoStaffSql("http://127.0.0.1:8787")).toHaveLength(1);
    expect(await buildDemoStaffSql("https://portal.example")).toEqual([]);
  });
});
