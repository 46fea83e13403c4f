import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import { mailT } from "./mail-texts";
import { sitePath } from "./site-links";
import type { Row } from "../../app/model/columns";

/**
 * The account mails, in the member's language (`locale`), with links to the portal's pages in that language
 * (SITE_URL, see sitePath). One writer for both sources: the embedded service and, behind a remote Strapi, the
 * portal (docs/decisions/069) send these same mails.
 */

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

/** The mail with a member's confirmation link: the portal's /verified-account, which confirms `token`. */
export const confirmationMail = (env: MailEnv, row: Row, token: string): MailMessage =>
  accountMail(row, "email-confirmation", sitePath(env, row.locale, "verifiedAccount", { query: { confirmation: token } }), "confirmation");

/** The mail with a member's password reset link: the portal's /reset-password with `code`. */
export const resetPasswordMail = (env: MailEnv, row: Row, code: string): MailMessage =>
  accountMail(row, "reset-password", sitePath(env, row.locale, "resetPassword", { query: { code } }), "resetPassword");
