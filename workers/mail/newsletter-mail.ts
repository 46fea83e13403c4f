import type { MailEnv } from "./env";
import { mailerFor } from "./mail-producer";
import { mailT } from "./mail-texts";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";

/**
 * A new newsletter subscription gets a welcome mail in its language: the first newsletter mail, with the
 * unsubscribe link and headers every newsletter mail carries (added at delivery, optional-mail.ts).
 */
export async function welcomeSubscriber(env: MailEnv, collection: CollectionDef, before: Row | null, row: Row | null): Promise<void> {
  if (before || !row || collection.plural !== "email-subscriptions") return;
  const locale = row.locale === "en" ? "en" : "th";
  const email = String(row.email);
  const t = mailT(locale);
  await mailerFor(env).send({ kind: "newsletter", locale, to: email, subject: t("newsletter.subject"), text: t("newsletter.text", { email }) });
}
