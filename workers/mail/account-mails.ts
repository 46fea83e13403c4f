import type { MailMessage } from "./mail-message";
import type { Row } from "../../app/model/columns";

/** The account mails, in the member's language (`up_users.locale`). Links come from SITE_URL (see sitePath). */

interface MailText {
  subject: string;
  /** What the link is for. */
  lead: string;
  /** What to do if the member did not ask for it. */
  ignore: string;
}

/** Greeting, why, the link, and what to do if it was not the member: every account mail is written this way. */
function accountMail(row: Row, kind: string, link: string, texts: { th: MailText; en: MailText }): MailMessage {
  const name = String(row.first_name || row.username || "");
  const en = row.locale === "en";
  const text = en ? texts.en : texts.th;
  return {
    kind,
    to: String(row.email),
    subject: text.subject,
    text: [en ? `Hello ${name},` : `สวัสดีคุณ${name}`, "", text.lead, link, "", text.ignore].join("\n"),
  };
}

export const confirmationMail = (row: Row, link: string): MailMessage =>
  accountMail(row, "email-confirmation", link, {
    en: {
      subject: "Confirm your email address",
      lead: "Thank you for signing up. Please confirm your email address by opening this link:",
      ignore: "If you did not create an account, you can ignore this email.",
    },
    th: {
      subject: "ยืนยันอีเมลของคุณ",
      lead: "ขอบคุณที่สมัครสมาชิก กรุณายืนยันอีเมลของคุณโดยเปิดลิงก์นี้",
      ignore: "หากคุณไม่ได้สมัครสมาชิก ไม่ต้องทำอะไรกับอีเมลฉบับนี้",
    },
  });

export const resetPasswordMail = (row: Row, link: string): MailMessage =>
  accountMail(row, "reset-password", link, {
    en: {
      subject: "Reset your password",
      lead: "We received a request to reset the password of your account. Open this link within one hour to choose a new password:",
      ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
    },
    th: {
      subject: "ตั้งรหัสผ่านใหม่",
      lead: "เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ กรุณาเปิดลิงก์นี้ภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่",
      ignore: "หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ ไม่ต้องทำอะไรกับอีเมลฉบับนี้ รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ",
    },
  });
