import { useLocale } from "~/components/use-locale";
import { outboxMails } from "~/features/account/dev-mailbox.server";
import { useTranslation } from "~/i18n/react";
import { formatShortDate } from "~/lib/dates";
import type { Route } from "./+types/dev-mailbox";
import "~/features/account/account.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { mails: await outboxMails(request, context) };
}

/** New mail arrives all the time: never a cached copy. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Mailbox | ExpoLink" }, { name: "robots", content: "noindex, nofollow" }];

/** Development only: the mail the local mailer kept, with its links clickable. */
export default function DevMailboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="container page">
      <header className="page-intro">
        <h1>{t("account.mailbox.title")}</h1>
        <p className="page-intro__lead">{t("account.mailbox.description")}</p>
      </header>
      {loaderData.mails.length === 0 ? <p>{t("account.mailbox.empty")}</p> : null}
      {loaderData.mails.map((mail) => (
        <article key={mail.id} className="mailbox-item" data-kind={mail.kind ?? undefined}>
          <h2>{mail.subject}</h2>
          <p>
            {t("account.mailbox.to")} {mail.to} · {formatShortDate(mail.sentAt, locale)}
          </p>
          {mail.headers.length > 0 ? (
            <pre className="mailbox-item__headers">{mail.headers.map(([name, value]) => `${name}: ${value}`).join("\n")}</pre>
          ) : null}
          <pre>{mail.text}</pre>
          {mail.links.map((link) => (
            <p key={link.href}>
              <a href={link.href}>{link.text}</a>
            </p>
          ))}
          {mail.files.map((file) => (
            <p key={file.filename}>
              {t("account.mailbox.attachment")}{" "}
              <a href={file.href} download={file.filename}>
                {file.filename}
              </a>
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}
