import type { ReminderDays } from "../../app/domain/return-mails";
import type { MailMessage } from "./mail-message";
import { type MailTranslate, mailT } from "./mail-texts";

/** A saved or new show as a mail names it, already in the member's language. */
export interface ShowFacts {
  name: string;
  /** The days, formatted for the member ("26–30 พ.ค. 2570" / "26–30 May 2027"). */
  dates: string;
  /** The venue and city, or "" when the record names none. */
  place: string;
  mapLink: string | null;
  pageLink: string;
}

export interface Recipient {
  email: string;
  name: string;
  en: boolean;
}

function showLines(show: ShowFacts, t: MailTranslate): string[] {
  return [
    `${t("shows.dates")}: ${show.dates}`,
    ...(show.place ? [`${t("shows.venue")}: ${show.place}`] : []),
    ...(show.mapLink ? [`${t("shows.map")}: ${show.mapLink}`] : []),
    `${t("shows.details")}: ${show.pageLink}`,
  ];
}

/**
 * A reminder of a saved show or event, 7 days or 1 day before it opens, with its calendar file attached. The
 * last lines say why the member gets it; the mail queue adds the unsubscribe link for its kind.
 */
export function showReminderMail(show: ShowFacts, to: Recipient, days: ReminderDays, savedLink: string, ics: string, filename: string): MailMessage {
  const t = mailT(to.en ? "en" : "th");
  const when = days === 1 ? t("shows.reminder.tomorrow") : t("shows.reminder.inDays", { days });
  return {
    kind: "show-reminder",
    to: to.email,
    subject: t("shows.reminder.subject", { show: show.name, when, dates: show.dates }),
    text: [
      t("greeting", { name: to.name }),
      "",
      t("shows.reminder.opens", { show: show.name, when }),
      "",
      ...showLines(show, t),
      "",
      t("shows.reminder.calendar"),
      "",
      "--",
      t("shows.reminder.why", { link: savedLink }),
    ].join("\n"),
    attachments: [{ filename, contentType: "text/calendar; method=PUBLISH", content: ics }],
  };
}

/** The weekly digest: the shows and events published since the last one in what the member follows. */
export function followDigestMail(shows: readonly ShowFacts[], to: Recipient, followsLink: string): MailMessage {
  const t = mailT(to.en ? "en" : "th");
  return {
    kind: "follow-digest",
    to: to.email,
    subject: t("shows.digest.subject", { count: shows.length }),
    text: [
      t("greeting", { name: to.name }),
      "",
      t("shows.digest.lead"),
      ...shows.flatMap((show) => ["", show.name, ...showLines(show, t)]),
      "",
      "--",
      t("shows.digest.why", { link: followsLink }),
    ].join("\n"),
  };
}
