import { describe, expect, it } from "vitest";
import { parseContactForm } from "./contact-form";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const valid = { name: " สมชาย ใจดี ", email: "Somchai@Example.CO.TH", phone: "", subject: "listing", message: "อยากลงข้อมูลสถานที่จัดงานของเรา" };

describe("parseContactForm", () => {
  it("trims, lowercases the email and accepts an empty phone", () => {
    const parsed = parseContactForm(form(valid));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.data).toEqual({ ...valid, name: "สมชาย ใจดี", email: "somchai@example.co.th" });
  });

  it("gives one message key per field and keeps what was typed", () => {
    const parsed = parseContactForm(form({ ...valid, email: "not-an-email", phone: "abc", subject: "spam", message: "short" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      email: "info.form.emailInvalid",
      phone: "info.form.phoneInvalid",
      subject: "info.form.subjectRequired",
      message: "info.form.messageShort",
    });
    expect(parsed.values.email).toBe("not-an-email");
  });

  it("treats missing fields as empty", () => {
    const parsed = parseContactForm(new FormData());
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.name).toBe("info.form.nameRequired");
  });

  it("accepts Thai and international phone numbers", () => {
    for (const phone of ["02-123-4567", "081 234 5678", "+66 81 234 5678", "(02) 123 4567"]) {
      expect(parseContactForm(form({ ...valid, phone })).ok).toBe(true);
    }
  });
});
