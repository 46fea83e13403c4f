import { REQUEST_LINK_DAYS } from "../../app/domain/request-delivery";
import type { MailMessage } from "./mail-message";

/** What the delivery mails say about one request, in both languages where the words differ. */
export interface RequestFacts {
  reference: string;
  event: string;
  /** The requester: contact name and company. */
  from: string;
  requesterEmail: string;
  listing: { th: string; en: string };
  /** The signed link to read and answer, on the Thai and the English page. */
  answerLink: { th: string; en: string };
  /** The listing's page, where its people ask to run it. */
  claimLink: { th: string; en: string };
}

/** How the company's address was found: the one its listing publishes, or one the site team found and forwarded to. */
export type AddressSource = "published" | "forwarded";

const whyThisAddress = {
  published: {
    th: (listing: string) => `เราส่งอีเมลนี้ถึงที่อยู่ที่ ${listing} ลงไว้เป็นอีเมลติดต่อบน ExpoLink`,
    en: (listing: string) => `We sent this to the address ${listing} publishes as its contact on ExpoLink.`,
  },
  forwarded: {
    th: (listing: string) => `ทีมงาน ExpoLink ส่งต่ออีเมลนี้ถึงคุณในฐานะผู้ติดต่อของ ${listing}`,
    en: (listing: string) => `The ExpoLink team forwarded this to you as the contact for ${listing}.`,
  },
} as const;

/**
 * To the company's address (the one its listing publishes, or one the site team forwards to): Thai first, then
 * the same in English, since nobody there chose a language. Reply-to the requester, as the owners' mail is.
 */
export function listingContactMail(facts: RequestFacts, to: string, source: AddressSource = "published"): MailMessage {
  const { reference: ref, event, from, listing } = facts;
  const why = whyThisAddress[source];
  return {
    kind: source === "published" ? "quotation-received-contact" : "quotation-forwarded",
    to,
    replyTo: facts.requesterEmail,
    subject: `คำขอใบเสนอราคา ${ref} ผ่าน ExpoLink / Quotation request ${ref} via ExpoLink: ${event}`,
    text: [
      `เรียน ${listing.th}`,
      "",
      `${from} ส่งคำขอใบเสนอราคา (${ref}) ถึง ${listing.th} ผ่าน ExpoLink สำหรับงาน "${event}"`,
      `อ่านและตอบคำขอได้ที่ลิงก์นี้ ไม่ต้องมีบัญชี (ลิงก์ใช้ได้ ${REQUEST_LINK_DAYS} วัน และใช้ได้กับคำขอนี้เท่านั้น):`,
      facts.answerLink.th,
      "",
      `${why.th(listing.th)} หากคุณดูแลบริษัทนี้ ขอเป็นผู้ดูแลรายการได้ที่ "นี่คือบริษัทของคุณหรือไม่" ท้ายหน้ารายการ แล้วคำขอครั้งต่อไปจะเข้ากล่องคำขอของบริษัทคุณโดยตรง:`,
      facts.claimLink.th,
      "",
      "----",
      "",
      `Dear ${listing.en},`,
      "",
      `${from} has asked ${listing.en} for a quotation (${ref}) through ExpoLink, for "${event}".`,
      `Read and answer it through this link, no account needed (it works for ${REQUEST_LINK_DAYS} days, for this request only):`,
      facts.answerLink.en,
      "",
      `${why.en(listing.en)} If you run this company, ask to manage its listing under "Is this your company?" at the foot of its page, and future requests will reach your company's inbox directly:`,
      facts.claimLink.en,
    ].join("\n"),
  };
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
