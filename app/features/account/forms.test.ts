import { describe, expect, it } from "vitest";
import { parseChangePassword, parseLogin, parseRegister, usernameFor } from "./forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("account forms", () => {
  it("asks for both sign-in fields", () => {
    const parsed = parseLogin(form({}));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors).toEqual({ identifier: "account.errors.identifierRequired", password: "account.errors.passwordRequired" });
  });

  it("checks registration: password length, phone, member type, terms", () => {
    const parsed = parseRegister(form({ first_name: "Somchai", last_name: "Jaidee", email: "Somchai@Example.com", password: "short", phone: "12", company_type: "admin" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.password).toBe("account.errors.passwordLength");
      expect(parsed.errors.phone).toBe("account.errors.phoneInvalid");
      expect(parsed.errors.company_type).toBe("account.errors.memberTypeRequired");
      expect(parsed.errors.accept).toBe("account.errors.termsRequired");
      expect(parsed.values.email).toBe("Somchai@Example.com");
    }
    const good = parseRegister(form({ first_name: "Somchai", last_name: "Jaidee", email: " Somchai@Example.com ", password: "x".repeat(64), phone: "081 234 5678", company_name: "", company_type: "visitor", accept: "yes" }));
    expect(good.ok && good.data.email).toBe("somchai@example.com");
  });

  it("refuses a password longer than 64 characters and a repeat that differs", () => {
    const parsed = parseChangePassword(form({ currentPassword: "old-password", password: "x".repeat(65), passwordConfirmation: "y" }));
    expect(!parsed.ok && parsed.errors.password).toBe("account.errors.passwordLength");
    const differ = parseChangePassword(form({ currentPassword: "old-password", password: "new-password-1", passwordConfirmation: "new-password-2" }));
    expect(!differ.ok && differ.errors.passwordConfirmation).toBe("account.errors.passwordsDiffer");
  });

  it("makes usernames that never look like an email address", () => {
    const name = usernameFor("Somchai.J+shows@example.co.th");
    expect(name).toMatch(/^somchai\.jshows-[0-9a-f]{6}$/);
    expect(name).not.toContain("@");
  });
});
