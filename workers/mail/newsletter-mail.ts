import type { MailEnv } from "./env";
import { mailerFor } from "./mail-producer";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";

const WELCOME = {
  th: {
    subject: "ยินดีต้อนรับสู่จดหมายข่าว ExpoLink",
    text: (email: string) =>
      `สวัสดีครับ/ค่ะ\n\nขอบคุณที่สมัครรับจดหมายข่าวของ ExpoLink ด้วยอีเมล ${email} เราจะส่งสรุปงานแสดงสินค้าที่เปิดรับจองบูธและข่าวอุตสาหกรรมไมซ์ให้คุณเดือนละสองครั้ง\n\nทีมงาน ExpoLink`,
  },
  en: {
    subject: "Welcome to the ExpoLink newsletter",
    text: (email: string) =>
      `Hello,\n\nThank you for signing up to the ExpoLink newsletter with ${email}. Twice a month we will send you the trade shows taking booth bookings and the MICE industry news.\n\nThe ExpoLink team`,
  },
} as const;

/**
 * A new newsletter subscription gets a welcome mail in its language: the first newsletter mail, with the
 * unsubscribe link and headers every newsletter mail carries (added at delivery, optional-mail.ts).
 */
export async function welcomeSubscriber(env: MailEnv, collection: CollectionDef, before: Row | null, row: Row | null): Promise<void> {
  if (before || !row || collection.plural !== "email-subscriptions") return;
  const locale = row.locale === "en" ? "en" : "th";
  const email = String(row.email);
  const texts = WELCOME[locale];
  await mailerFor(env).send({ kind: "newsletter", locale, to: email, subject: texts.subject, text: texts.text(email) });
}
