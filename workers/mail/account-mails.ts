import type { MailMessage } from "./mail-message";
import { mailT } from "./mail-texts";
import type { Row } from "../../app/model/columns";

/** The account mails, in the member's language (`up_users.locale`). Links come from SITE_URL (see sitePath). */

/** Greeting, why, the link, and what to do if it was not the member: every account mail is written this way. */
function accountMail(row: Row, kind: string, link: string, words: "confirmation" | "resetPassword"): MailMessage {
  const t = mailT(row.locale);
  const name = String(row.first_name || row.username || "");
  return {
    kind,
    to: String(row.email),
    subject: t(`account.${words}.subject`),
    text: [t("greeting", { name }), "", t(`account.${words}.lead`), link, "", t(`account.${words}.ignore`)].join("\n"),
  };
}

export const confirmationMail = (row: Row, link: string): MailMessage => accountMail(row, "email-confirmation", link, "confirmation");

export const resetPasswordMail = (row: Row, link: string): MailMessage => accountMail(row, "reset-password", link, "resetPassword");
