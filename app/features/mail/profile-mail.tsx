import { Form } from "react-router";
import { FeedLinks } from "~/components/feed-links";
import { SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import type { MailChoiceView } from "./profile-mail.server";

/** One form per kind of optional mail: its state and the button that flips it (works without scripts). */
export function MailChoices({ email, choices, changed }: { email: string; choices: MailChoiceView[]; changed: MailChoiceView | null }) {
  const { t } = useTranslation();
  return (
    <section id="mail-choices" aria-labelledby="mail-choices-title" className="profile-section">
      <h2 id="mail-choices-title">{t("mail.preferences.heading")}</h2>
      <p>{t("mail.preferences.intro", { email })}</p>
      {changed && (
        <p role="status" className="form-notice">
          {t(changed.wanted ? "mail.preferences.turnedOn" : "mail.preferences.turnedOff", { kind: t(`mail.kinds.${changed.kind}`) })}
        </p>
      )}
      <ul className="mail-choices">
        {choices.map(({ kind, wanted }) => (
          <li key={kind} className="mail-choice">
            <div className="mail-choice__text">
              <strong id={`mail-choice-${kind}`}>{t(`mail.labels.${kind}`)}</strong>
              <p>{t(`mail.kindHelp.${kind}`)}</p>
            </div>
            <Form method="post" aria-labelledby={`mail-choice-${kind}`}>
              <span className="mail-choice__state" data-state={wanted ? "on" : "off"}>
                {t(wanted ? "mail.preferences.on" : "mail.preferences.off")}
              </span>
              <input type="hidden" name="intent" value="mail-choice" />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="wanted" value={wanted ? "off" : "on"} />
              <SubmitButton label={t(wanted ? "mail.preferences.turnOff" : "mail.preferences.turnOn")} className="button button--small" />
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The private calendar feed: made or renewed here, its URL shown only in the answer that made it. */
export function CalendarFeedBox({ exists, feedUrl }: { exists: boolean; feedUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="calendar-feed-title" className="profile-section">
      <h2 id="calendar-feed-title">{t("mail.calendar.heading")}</h2>
      <p>{t("mail.calendar.intro")}</p>
      {feedUrl ? (
        <div role="status">
          <p>{t("mail.calendar.created")}</p>
          <p className="calendar-link">{feedUrl}</p>
          <FeedLinks feedUrl={feedUrl} />
        </div>
      ) : (
        <p>{t(exists ? "mail.calendar.hidden" : "mail.calendar.none")}</p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="calendar-feed" />
        <SubmitButton label={t(exists || feedUrl ? "mail.calendar.renew" : "mail.calendar.create")} className="button" />
      </Form>
    </section>
  );
}
