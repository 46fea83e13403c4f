import { REQUEST_LINK_DAYS } from "../../app/domain/request-delivery";
import type { MailMessage } from "./mail-message";
import { inBothLanguages, mailT } from "./mail-texts";
import type { RequestFacts } from "./request-delivery-mails";

/** To an owner of the listing, in their language, with the request in their inbox. */
export function ownerReminderMail(facts: RequestFacts, to: { email: string; name: string; en: boolean }, inboxLink: string): MailMessage {
  const { reference: ref, event, from } = facts;
  const t = mailT(to.en ? "en" : "th");
  return {
    kind: "quotation-reminder",
    to: to.email,
    replyTo: facts.requesterEmail,
    subject: t("quotations.reminder.subject", { ref, event }),
    text: [
      t("greeting", { name: to.name }),
      "",
      t("quotations.reminder.asked", { from, listing: to.en ? facts.listing.en : facts.listing.th, ref, event }),
      t("quotations.inbox"),
      inboxLink,
      "",
      t("quotations.reminder.once"),
    ].join("\n"),
  };
}

/** To the listing's published address: Thai, then English, with the same signed link as the first mail. */
export function contactReminderMail(facts: RequestFacts, to: string): MailMessage {
  const { reference: ref, event, from } = facts;
  const { subject, text } = inBothLanguages((t, locale) => ({
    subject: t("quotations.contactReminder.subject", { ref, event }),
    lines: [
      t("quotations.dear", { listing: facts.listing[locale] }),
      "",
      t("quotations.contactReminder.asked", { from, listing: facts.listing[locale], ref, event }),
      t("quotations.contactReminder.link", { days: REQUEST_LINK_DAYS }),
      facts.answerLink[locale],
    ],
  }));
  return { kind: "quotation-reminder-contact", to, replyTo: facts.requesterEmail, subject, text };
}

/** To the site team, who forward requests to listings with no address, when nobody opened it yet. */
export function teamForwardReminderMail(facts: RequestFacts, to: string): MailMessage {
  return {
    kind: "quotation-reminder-team",
    to,
    replyTo: facts.requesterEmail,
    subject: `[quotation ${facts.reference}] still waiting to be forwarded to ${facts.listing.en}`,
    text: [
      `The request ${facts.reference} from ${facts.from} to ${facts.listing.en} (${facts.listing.th}) for "${facts.event}" has not been opened in two working days.`,
      "Nobody runs this listing and it publishes no contact address: please forward it to the company. The link to read and answer it:",
      facts.answerLink.th,
    ].join("\n"),
  };
}

/** To the site team when a request is still unopened after five working days, whoever it went to. */
export function teamUnopenedMail(facts: RequestFacts, to: string, toldWhom: string): MailMessage {
  return {
    kind: "quotation-unopened",
    to,
    replyTo: facts.requesterEmail,
    subject: `[quotation ${facts.reference}] nobody has opened it in five working days: ${facts.listing.en}`,
    text: [
      `The request ${facts.reference} from ${facts.from} (${facts.requesterEmail}) to ${facts.listing.en} (${facts.listing.th}) for "${facts.event}" is still unopened after five working days.`,
      `It went to ${toldWhom}, and a reminder followed after two working days.`,
      "Please reach the company another way, or tell the requester. The link to read and answer it:",
      facts.answerLink.th,
    ].join("\n"),
  };
}
