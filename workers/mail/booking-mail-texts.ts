import type { OrganizerNotice } from "../../app/domain/booking-notice";
import { isLeadStatus, type LeadStatus } from "../../app/domain/leads";
import type { MailMessage } from "./mail-message";

/**
 * The words of the booth booking mails, in Thai and English. The mails are a conversation between an exhibitor
 * and an organizer: the organizer hears of each booking, the exhibitor gets its reference and every status move.
 */
export type MailLocale = "th" | "en";

export interface Names {
  th: string;
  en: string;
}

/** A booking as its mails tell it: the reservation, its show, booth type and organizer. */
export interface BookingFacts {
  reference: string;
  show: Names;
  boothType: Names;
  /** Null when the show names no organizer. */
  organizer: (Names & { slug: string }) | null;
  count: number;
  company: string;
  contact: string;
  email: string;
  phone: string;
  products: string;
  message: string;
  /** The language the exhibitor booked in. */
  locale: MailLocale;
  /** The exhibitor's account: where their mails go. */
  member: { email: string; name: string } | null;
}

/** The lead statuses in the words the leads page uses (app/i18n/areas/booths.*.ts, `leads.statuses`). */
const LEAD_STATUS_WORDS: Record<MailLocale, Record<LeadStatus, string>> = {
  th: { new: "ใหม่", "in-progress": "กำลังติดต่อ", replied: "ตอบกลับแล้ว", closed: "ปิดแล้ว" },
  en: { new: "New", "in-progress": "In contact", replied: "Replied", closed: "Closed" },
};

export const leadStatusWord = (status: string, locale: MailLocale) => (isLeadStatus(status) ? LEAD_STATUS_WORDS[locale][status] : status);

const name = (names: Names, locale: MailLocale) => (locale === "en" ? names.en || names.th : names.th);
const greeting = (locale: MailLocale, who: string) => (locale === "en" ? `Hello ${who},` : `สวัสดีคุณ${who}`);
const organizerName = (facts: BookingFacts, locale: MailLocale) =>
  facts.organizer ? name(facts.organizer, locale) : locale === "en" ? "The organizer" : "ผู้จัดงาน";

function bookingLine(facts: BookingFacts, locale: MailLocale): string {
  const type = name(facts.boothType, locale);
  const show = name(facts.show, locale);
  return locale === "en" ? `${facts.count} × ${type} at ${show} (${facts.reference})` : `${type} จำนวน ${facts.count} บูธ ในงาน ${show} (${facts.reference})`;
}

/** What the exhibitor sent, for the organizer: the lines left out when empty. */
function exhibitorDetails(facts: BookingFacts, locale: MailLocale): string[] {
  const labels =
    locale === "en"
      ? { company: "Company", contact: "Contact", email: "Email", phone: "Phone", products: "Products", message: "Message" }
      : { company: "บริษัท", contact: "ผู้ติดต่อ", email: "อีเมล", phone: "โทรศัพท์", products: "สินค้า", message: "ข้อความ" };
  return (["company", "contact", "email", "phone", "products", "message"] as const).filter((key) => facts[key]).map((key) => `${labels[key]}: ${facts[key]}`);
}

function newBookingText(facts: BookingFacts, locale: MailLocale): string[] {
  const who = facts.company || facts.contact;
  return [
    locale === "en" ? `${who} would like to book ${bookingLine(facts, locale)}.` : `${who} ขอจอง${bookingLine(facts, locale)}`,
    "",
    ...exhibitorDetails(facts, locale),
  ];
}

/** To a member who runs the organizer listing, in their language, with the way to their leads. */
export function ownerMail(facts: BookingFacts, owner: { email: string; locale: MailLocale; name: string }, leadsLink: string): MailMessage {
  const en = owner.locale === "en";
  const show = name(facts.show, owner.locale);
  return {
    kind: "booth-booking-received",
    to: owner.email,
    replyTo: facts.email,
    subject: en ? `New booth booking ${facts.reference}: ${show}` : `คำขอจองบูธใหม่ ${facts.reference}: ${show}`,
    text: [
      greeting(owner.locale, owner.name),
      "",
      ...newBookingText(facts, owner.locale),
      "",
      en
        ? "Set its status and a note for the exhibitor on your leads page; the exhibitor gets a mail each time you change the status:"
        : "เปลี่ยนสถานะและเขียนหมายเหตุถึงผู้จองได้ที่หน้าลูกค้าจากการจองบูธ ผู้จองจะได้รับอีเมลทุกครั้งที่คุณเปลี่ยนสถานะ",
      leadsLink,
      "",
      en
        ? `You receive this because your account runs ${organizerName(facts, "en")} on ExpoLink.`
        : `คุณได้รับอีเมลนี้เพราะบัญชีของคุณดูแล ${organizerName(facts, "th")} บน ExpoLink`,
    ].join("\n"),
  };
}

/** To the organizer listing's contact address: nobody runs the listing yet, so the reader's language is unknown. */
export function contactMail(facts: BookingFacts, email: string, claimLinks: Record<MailLocale, string | null>): MailMessage {
  const part = (locale: MailLocale) => {
    const en = locale === "en";
    const claim = claimLinks[locale];
    return [
      ...newBookingText(facts, locale),
      "",
      en ? "Reply to this mail to reach the exhibitor." : "ตอบกลับอีเมลนี้เพื่อติดต่อผู้จองได้โดยตรง",
      ...(claim
        ? [
            en
              ? "To follow bookings on ExpoLink, sign in and press “Is this your company?” on your listing:"
              : "หากต้องการติดตามการจองบน ExpoLink ให้เข้าสู่ระบบแล้วกด “นี่คือบริษัทของคุณหรือไม่” ในหน้าของบริษัท",
            claim,
          ]
        : []),
      "",
      en
        ? `You receive this because this address is the contact of ${organizerName(facts, "en")} on ExpoLink.`
        : `คุณได้รับอีเมลนี้เพราะที่อยู่นี้เป็นอีเมลติดต่อของ ${organizerName(facts, "th")} บน ExpoLink`,
    ];
  };
  return {
    kind: "booth-booking-received",
    to: email,
    replyTo: facts.email,
    subject: `คำขอจองบูธใหม่ ${facts.reference}: ${name(facts.show, "th")} / New booth booking: ${name(facts.show, "en")}`,
    text: [...part("th"), "", "----", "", ...part("en")].join("\n"),
  };
}

/**
 * To the site team when nobody runs the show's organizer listing and it publishes no contact address, or the show
 * names no organizer: the booking to forward by hand, in Thai with the English below, replies going to the exhibitor.
 */
export function teamMail(facts: BookingFacts, to: string, organizerLinks: Record<MailLocale, string | null>): MailMessage {
  const part = (locale: MailLocale) => {
    const en = locale === "en";
    const organizer = facts.organizer ? name(facts.organizer, locale) : null;
    const why = organizer
      ? en
        ? `Nobody runs ${organizer} on ExpoLink and it publishes no contact address, so the booking came to you: please forward it to the organizer.`
        : `${organizer} ยังไม่มีผู้ดูแลบน ExpoLink และไม่มีอีเมลติดต่อ คำขอจึงส่งถึงทีมงาน กรุณาส่งต่อให้ผู้จัดงาน`
      : en
        ? "The show names no organizer on ExpoLink, so the booking came to you: please forward it to the organizer."
        : "งานนี้ยังไม่ระบุผู้จัดงานบน ExpoLink คำขอจึงส่งถึงทีมงาน กรุณาส่งต่อให้ผู้จัดงาน"
    const link = organizerLinks[locale];
    return [
      why,
      "",
      ...newBookingText(facts, locale),
      "",
      en ? "Reply to this mail to reach the exhibitor." : "ตอบกลับอีเมลนี้เพื่อติดต่อผู้จองได้โดยตรง",
      ...(link ? [en ? "The organizer's page, where they can ask to manage the listing:" : "หน้าของผู้จัดงาน ที่ผู้จัดงานขอดูแลรายการได้:", link] : []),
    ];
  };
  return {
    kind: "booth-booking-for-team",
    to,
    replyTo: facts.email,
    subject: `[จองบูธ ${facts.reference}] ส่งต่อให้ผู้จัดงาน ${name(facts.show, "th")} / Forward to the organizer: ${name(facts.show, "en")}`,
    text: [...part("th"), "", "----", "", ...part("en")].join("\n"),
  };
}

/** What the exhibitor is told about the organizer, as the completed page tells it. */
function noticeLine(facts: BookingFacts, notice: OrganizerNotice, locale: MailLocale): string {
  const organizer = organizerName(facts, locale);
  const en = locale === "en";
  if (notice === "owners") return en ? `We've sent it to ${organizer}, who will contact you to confirm the booth location and payment.` : `เราส่งคำขอถึง ${organizer} แล้ว ผู้จัดงานจะติดต่อกลับเพื่อยืนยันตำแหน่งบูธและการชำระเงิน`;
  if (notice === "contact") return en ? `We've sent it to the contact address of ${organizer}.` : `เราส่งคำขอไปยังอีเมลติดต่อของ ${organizer} แล้ว`;
  return en
    ? `${facts.organizer ? organizer : "The show's organizer"} has no contact address on ExpoLink yet, so we've sent it to our team, who will forward it to the organizer.`
    : `${facts.organizer ? organizer : "ผู้จัดงาน"} ยังไม่มีอีเมลติดต่อบน ExpoLink เราจึงส่งคำขอให้ทีมงาน ทีมงานจะส่งต่อให้ผู้จัดงาน`;
}

/** To the exhibitor, in the language they booked in: the reference and who was told. */
export function confirmationMail(facts: BookingFacts, member: { email: string; name: string }, notice: OrganizerNotice, bookingsLink: string): MailMessage {
  const locale = facts.locale;
  const en = locale === "en";
  return {
    kind: "booth-booking-confirmation",
    to: member.email,
    subject: en ? `Booth booking ${facts.reference} received: ${name(facts.show, locale)}` : `ได้รับคำขอจองบูธ ${facts.reference}: ${name(facts.show, locale)}`,
    text: [
      greeting(locale, member.name),
      "",
      en ? `We've received your booking of ${bookingLine(facts, locale)}.` : `เราได้รับคำขอจอง${bookingLine(facts, locale)} ของคุณแล้ว`,
      noticeLine(facts, notice, locale),
      "",
      en ? "You'll get a mail each time the organizer changes its status. Follow your bookings here:" : "คุณจะได้รับอีเมลทุกครั้งที่ผู้จัดงานเปลี่ยนสถานะ ติดตามการจองของคุณได้ที่",
      bookingsLink,
    ].join("\n"),
  };
}

/** To the exhibitor when the organizer moves the lead, with the organizer's note. */
export function statusMail(facts: BookingFacts, member: { email: string; name: string }, status: string, note: string, bookingsLink: string): MailMessage {
  const locale = facts.locale;
  const en = locale === "en";
  const word = leadStatusWord(status, locale);
  const organizer = organizerName(facts, locale);
  return {
    kind: "booth-booking-status",
    to: member.email,
    subject: en ? `Your booth booking ${facts.reference} is now “${word}”` : `การจองบูธ ${facts.reference} ของคุณ: ${word}`,
    text: [
      greeting(locale, member.name),
      "",
      en
        ? `${organizer} changed the status of your booking of ${bookingLine(facts, locale)} to “${word}”.`
        : `${organizer} เปลี่ยนสถานะการจอง${bookingLine(facts, locale)} ของคุณเป็น “${word}”`,
      ...(note ? ["", en ? "The organizer's note:" : "หมายเหตุจากผู้จัดงาน:", note] : []),
      "",
      en ? "Follow your bookings here:" : "ติดตามการจองของคุณได้ที่",
      bookingsLink,
    ].join("\n"),
  };
}
