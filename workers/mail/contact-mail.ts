import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import type { Row } from "../../app/model/columns";
import { teamAddress } from "./team-mail";

/** The mail that carries a contact message (`api/email`) to the site team, the same each time it is sent. */
export function contactMail(env: MailEnv, row: Row): MailMessage {
  return {
    kind: "contact",
    to: teamAddress(env),
    replyTo: String(row.email),
    subject: `[contact] ${String(row.subject)}`,
    text: `${String(row.name)} <${String(row.email)}> ${row.phone ? `(${String(row.phone)})` : ""}\n\n${String(row.message)}`,
  };
}
