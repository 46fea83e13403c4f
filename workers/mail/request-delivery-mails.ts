import { REQUEST_LINK_DAYS } from "../../app/domain/request-delivery";
import type { Locale } from "../../app/domain/locales";
import type { MailMessage } from "./mail-message";
import { inBothLanguages } from "./mail-texts";

/** What the delivery mails say about one request, in both languages where the words differ. */
export interface RequestFacts {
  reference: string;
  event: string;
  /** The requester: contact name and company. */
  from: string;
  requesterEmail: string;
  listing: Record<Locale, string>;
  /** The signed link to read and answer, on the Thai and the English page. */
  answerLink: Record<Locale, string>;
  /** The listing's page, where its people ask to run it. */
  claimLink: Record<Locale, string>;
}

/** How the company's address was found: the one its listing publishes, or one the site team found and forwarded to. */
export type AddressSource = "published" | "forwarded";

/**
 * To the company's address (the one its listing publishes, or one the site team forwards to): Thai first, then
 * the same in English, since nobody there chose a language. Reply-to the requester, as the owners' mail is.
 */
export function listingContactMail(facts: RequestFacts, to: string, source: AddressSource = "published"): MailMessage {
  const { reference: ref, event, from } = facts;
  const { subject, text } = inBothLanguages((t, locale) => {
    const listing = facts.listing[locale];
    return {
      subject: t("quotations.contact.subject", { ref, event }),
      lines: [
        t("quotations.dear", { listing }),
        "",
        t("quotations.contact.asked", { from, listing, ref, event }),
        t("quotations.contact.link", { days: REQUEST_LINK_DAYS }),
        facts.answerLink[locale],
        "",
        `${t(`quotations.contact.${source}`, { listing })} ${t("quotations.contact.claim")}`,
        facts.claimLink[locale],
      ],
    };
  });
  return { kind: source === "published" ? "quotation-received-contact" : "quotation-forwarded", to, replyTo: facts.requesterEmail, subject, text };
}

/** To the site team when the listing publishes no address: they find the company and forward it. */
export function siteTeamMail(facts: RequestFacts, to: string): MailMessage {
  return {
    kind: "quotation-for-team",
    to,
    replyTo: facts.requesterEmail,
    subject: `[quotation ${facts.reference}] ${facts.listing.en}: nobody runs this listing and it has no contact address`,
    text: [
      `${facts.from} asked ${facts.listing.en} (${facts.listing.th}) for a quotation (${facts.reference}) for "${facts.event}".`,
      "Nobody runs this listing and it publishes no contact address, so the request came to you: please forward this mail to the company.",
      `The link below lets whoever has it read and answer this one request without an account, for ${REQUEST_LINK_DAYS} days:`,
      facts.answerLink.th,
      "",
      "The listing's page, where the company can ask to manage it:",
      facts.claimLink.th,
    ].join("\n"),
  };
}
