import type { MailMessage } from "./mail-message";
import { mailT } from "./mail-texts";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";

/**
 * A new newsletter subscription gets a welcome mail in its language: the first newsletter mail, with the
 * unsubscribe link and headers every newsletter mail carries (added at delivery, optional-mail.ts).
 */
export function welcomeMail(collection: CollectionDef, before: Row | null, row: Row | null): MailMessage | null {
  if (before || !row || collection.plural !== "email-subscriptions") return null;
  const locale = row.locale === "en" ? "en" : "th";
  const email = String(row.email);
  const t = mailT(locale);
  return { kind: "newsletter", locale, to: email, subject: t("newsletter.subject"), text: t("newsletter.text", { email }) };
}
