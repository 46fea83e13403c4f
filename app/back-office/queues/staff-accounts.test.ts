import { describe, expect, it } from "vitest";
import { invitationExpiry, invitationMail, parseInvite, parseStaffChange, passwordLinkMail, staffChangeRefusal } from "./staff-accounts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseInvite", () => {
  it("takes a username, a lowercased email, a role and the mail's language", () => {
    expect(parseInvite(form({ username: " new.editor ", email: " New@Example.COM ", role: "editor", language: "en" }))).toMatchObject({
      ok: true,
      data: { username: "new.editor", email: "new@example.com", role: "editor", language: "en" },
    });
  });

  it("says what is wrong beside each field and keeps what was typed", () => {
    const parsed = parseInvite(form({ username: "a b", email: "not-mail", role: "owner", language: "fr" }));
    expect(parsed).toMatchObject({
      ok: false,
      errors: { username: "staffAccounts.usernameInvalid", email: "staffAccounts.emailInvalid", role: "staffAccounts.roleRequired", language: "staffAccounts.languageRequired" },
      values: { username: "a b", email: "not-mail" },
    });
    expect(parseInvite(form({ username: "", email: "", role: "admin", language: "th" }))).toMatchObject({
      errors: { username: "staffAccounts.usernameRequired", email: "staffAccounts.emailRequired" },
    });
  });
});

describe("parseStaffChange", () => {
  it("reads the list's intents and refuses anything else", () => {
    expect(parseStaffChange(form({ intent: "role", role: "admin" }))).toEqual({ kind: "role", role: "admin" });
    expect(parseStaffChange(form({ intent: "disable" }))).toEqual({ kind: "disable" });
    expect(parseStaffChange(form({ intent: "send-password-link" }))).toEqual({ kind: "send-password-link" });
    expect(parseStaffChange(form({ intent: "role", role: "owner" }))).toBeNull();
    expect(parseStaffChange(form({ intent: "delete" }))).toBeNull();
  });
});

describe("staffChangeRefusal", () => {
  const admin = { id: 2, role: "admin" as const, blocked: false, passwordSet: true };

  it("refuses an admin disabling or demoting themselves, whatever other admins there are", () => {
    expect(staffChangeRefusal(2, admin, { kind: "disable" }, 3)).toBe("staffAccounts.refusedSelf");
    expect(staffChangeRefusal(2, admin, { kind: "role", role: "editor" }, 3)).toBe("staffAccounts.refusedSelf");
    expect(staffChangeRefusal(2, admin, { kind: "role", role: "admin" }, 0)).toBeNull();
    expect(staffChangeRefusal(2, admin, { kind: "reset-second-factor" }, 0)).toBeNull();
  });

  it("refuses disabling or demoting the last working admin, and allows it while another works", () => {
    expect(staffChangeRefusal(1, admin, { kind: "disable" }, 0)).toBe("staffAccounts.refusedLastAdmin");
    expect(staffChangeRefusal(1, admin, { kind: "role", role: "editor" }, 0)).toBe("staffAccounts.refusedLastAdmin");
    expect(staffChangeRefusal(1, admin, { kind: "disable" }, 1)).toBeNull();
    // A disabled admin or one who never set a password is no working admin: changing them leaves the count as it is.
    expect(staffChangeRefusal(1, { ...admin, blocked: true }, { kind: "role", role: "editor" }, 0)).toBeNull();
    expect(staffChangeRefusal(1, { ...admin, passwordSet: false }, { kind: "disable" }, 0)).toBeNull();
    expect(staffChangeRefusal(1, { ...admin, role: "editor" }, { kind: "disable" }, 0)).toBeNull();
  });

  it("sends an invitation again only to an account without a password", () => {
    expect(staffChangeRefusal(1, { ...admin, passwordSet: false }, { kind: "resend-invitation" }, 1)).toBeNull();
    expect(staffChangeRefusal(1, admin, { kind: "resend-invitation" }, 1)).toBe("staffAccounts.refusedHasPassword");
  });

  it("sends a new-password link only to an enabled account that has a password, one's own included", () => {
    expect(staffChangeRefusal(1, admin, { kind: "send-password-link" }, 0)).toBeNull();
    expect(staffChangeRefusal(2, admin, { kind: "send-password-link" }, 0)).toBeNull();
    expect(staffChangeRefusal(1, { ...admin, passwordSet: false }, { kind: "send-password-link" }, 1)).toBe("staffAccounts.refusedNotActive");
    expect(staffChangeRefusal(1, { ...admin, blocked: true }, { kind: "send-password-link" }, 1)).toBe("staffAccounts.refusedNotActive");
  });
});

describe("the invitation", () => {
  it("expires 48 hours after it is sent", () => {
    expect(invitationExpiry(new Date("2026-03-01T10:00:00.000Z"))).toBe("2026-03-03T10:00:00.000Z");
  });

  it("is a mail in the chosen language with the link, the sign-in page and, for an admin, the second factor", () => {
    const facts = { to: "new@example.com", username: "new-admin", role: "admin" as const, invitedBy: "boss", link: "https://x.test/admin/set-password?token=t", signIn: "https://x.test/admin/login" };
    const th = invitationMail("th", facts);
    expect(th).toMatchObject({ to: "new@example.com", kind: "staff-invitation", subject: "คำเชิญเข้าหลังบ้าน ExpoLink: ตั้งรหัสผ่านของคุณ" });
    expect(th.text).toContain("บทบาทผู้ดูแลระบบ");
    expect(th.text).toContain(facts.link);
    expect(th.text).toContain("การยืนยันตัวตนสองขั้นตอน");
    const en = invitationMail("en", { ...facts, role: "editor", link: "https://x.test/en/admin/set-password?token=t" });
    expect(en.text).toContain("boss has made you an ExpoLink back-office account: username new-admin, role editor.");
    expect(en.text).toContain("https://x.test/en/admin/set-password?token=t");
    expect(en.text).not.toContain("two-step");
  });
});

describe("the new-password link", () => {
  it("is a mail with the one-time link, saying the old password works until it is used and the second factor stays", () => {
    const facts = { to: "ed@example.com", username: "ed", sentBy: "boss", link: "https://x.test/admin/set-password?token=t", signIn: "https://x.test/admin/login" };
    const th = passwordLinkMail("th", facts);
    expect(th).toMatchObject({ to: "ed@example.com", kind: "staff-password-link", subject: "ตั้งรหัสผ่านใหม่สำหรับหลังบ้าน ExpoLink" });
    expect(th.text).toContain(facts.link);
    expect(th.text).toContain("ภายใน 48 ชั่วโมง");
    const en = passwordLinkMail("en", facts);
    expect(en.text).toContain("boss has sent you a link to set a new password for your ExpoLink back-office account, username ed.");
    expect(en.text).toContain("If you did not ask for this link, you need not do anything: your password stays as it is.");
  });
});
