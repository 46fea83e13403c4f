import type { MailMessage } from "../mailer";
import type { Row } from "../repository";

/** The account mails, in the member's language (`up_users.locale`). Links come from SITE_URL (see sitePath). */

const greetingName = (row: Row) => String(row.first_name || row.username || "");

export function confirmationMail(row: Row, link: string): MailMessage {
  const name = greetingName(row);
  const text =
    row.locale === "en"
      ? [
          `Hello ${name},`,
          "",
          "Thank you for signing up. Please confirm your email address by opening this link:",
          link,
          "",
          "If you did not create an account, you can ignore this email.",
        ]
      : [
          `สวัสดีคุณ${name}`,
          "",
          "ขอบคุณที่สมัครสมาชิก กรุณายืนยันอีเมลของคุณโดยเปิดลิงก์นี้",
          link,
          "",
          "หากคุณไม่ได้สมัครสมาชิก ไม่ต้องทำอะไรกับอีเมลฉบับนี้",
        ];
  return {
    kind: "email-confirmation",
    to: String(row.email),
    subject: row.locale === "en" ? "Confirm your email address" : "ยืนยันอีเมลของคุณ",
    text: text.join("\n"),
  };
}

export function resetPasswordMail(row: Row, link: string): MailMessage {
  const name = greetingName(row);
  const text =
    row.locale === "en"
      ? [
          `Hello ${name},`,
          "",
          "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
          link,
          "",
          "If you did not ask for this, ignore this email: your password stays as it is.",
        ]
      : [
          `สวัสดีคุณ${name}`,
          "",
          "เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ กรุณาเปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่",
          link,
          "",
          "หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ ไม่ต้องทำอะไรกับอีเมลฉบับนี้ รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ",
        ];
  return {
    kind: "reset-password",
    to: String(row.email),
    subject: row.locale === "en" ? "Reset your password" : "ตั้งรหัสผ่านใหม่",
    text: text.join("\n"),
  };
}
