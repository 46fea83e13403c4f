import type { OrganizerNotice } from "../../app/domain/booking-notice";
import { isLeadStatus } from "../../app/domain/leads";
import type { Locale } from "../../app/domain/locales";
import type { MailMessage } from "./mail-message";
import { inBothLanguages, type MailTranslate, mailT } from "./mail-texts";

/**
 * The booth booking mails as messages, in Thai and English (their words: app/i18n/areas/mails.*.ts, `bookings`).
 * The mails are a conversation between an exhibitor and an organizer: the organizer hears of each booking, the
 * exhibitor gets its reference and every status move.
 */

export type Names = Record<Locale, string>;

/** A booking as its mails tell it: the reservation, its show, booth type and organizer. */
export interface BookingFacts {
  reference: string;
  show: Names;
  boothType: Names;
  /** Null when the show names no organizer. */
  organizer: (Names & { slug: string }) | null;
  count: number;
  /** The numbered booths booked on the show's plan, "A12, A13"; empty for a booking by count. */
  booths: string;
  company: string;
  contact: string;
  email: string;
  phone: string;
  products: string;
  message: string;
  /** The language the exhibitor booked in. */
  locale: Locale;
  /** The exhibitor's account: where their mails go. */
  member: { email: string; name: string } | null;
}

const statusWord = (t: MailTranslate, status: string) => (isLeadStatus(status) ? t(`bookings.statuses.${status}`) : status);

const name = (names: Names, locale: Locale) => (locale === "en" ? names.en || names.th : names.th);
const organizerName = (facts: BookingFacts, t: MailTranslate, locale: Locale) => (facts.organizer ? name(facts.organizer, locale) : t("bookings.theOrganizer"));

/** What a subject says: the booking's reference and its show. */
const aboutShow = (facts: BookingFacts, locale: Locale) => ({ ref: facts.reference, show: name(facts.show, locale) });

const bookingLine = (facts: BookingFacts, t: MailTranslate, locale: Locale) =>
  facts.booths
    ? t("bookings.boothNumbers", { numbers: facts.booths, show: name(facts.show, locale), ref: facts.reference })
    : t("bookings.booking", { count: facts.count, type: name(facts.boothType, locale), show: name(facts.show, locale), ref: facts.reference });

/** What the exhibitor sent, for the organizer: the lines left out when empty. */
function exhibitorDetails(facts: BookingFacts, t: MailTranslate): string[] {
  return (["company", "contact", "email", "phone", "products", "message"] as const).filter((key) => facts[key]).map((key) => `${t(`bookings.details.${key}`)}: ${facts[key]}`);
}

function newBookingText(facts: BookingFacts, t: MailTranslate, locale: Locale): string[] {
  return [t("bookings.wouldBook", { who: facts.company || facts.contact, booking: bookingLine(facts, t, locale) }), "", ...exhibitorDetails(facts, t)];
}

/** To a member who runs the organizer listing, in their language, with the way to their leads. */
export function ownerMail(facts: BookingFacts, owner: { email: string; locale: Locale; name: string }, leadsLink: string): MailMessage {
  const { locale } = owner;
  const t = mailT(locale);
  return {
    kind: "booth-booking-received",
    to: owner.email,
    replyTo: facts.email,
    subject: t("bookings.owner.subject", aboutShow(facts, locale)),
    text: [
      t("greeting", { name: owner.name }),
      "",
      ...newBookingText(facts, t, locale),
      "",
      t("bookings.owner.leads"),
      leadsLink,
      "",
      t("bookings.owner.why", { organizer: organizerName(facts, t, locale) }),
    ].join("\n"),
  };
}

/** To the organizer listing's contact address: nobody runs the listing yet, so the reader's language is unknown. */
export function contactMail(facts: BookingFacts, email: string, claimLinks: Record<Locale, string | null>): MailMessage {
  const { subject, text } = inBothLanguages((t, locale) => {
    const claim = claimLinks[locale];
    return {
      subject: t("bookings.contact.subject", aboutShow(facts, locale)),
      lines: [
        ...newBookingText(facts, t, locale),
        "",
        t("bookings.reply"),
        ...(claim ? [t("bookings.contact.claim"), claim] : []),
        "",
        t("bookings.contact.why", { organizer: organizerName(facts, t, locale) }),
      ],
    };
  });
  return { kind: "booth-booking-received", to: email, replyTo: facts.email, subject, text };
}

/**
 * To the site team when nobody runs the show's organizer listing and it publishes no contact address, or the show
 * names no organizer: the booking to forward by hand, in Thai with the English below, replies going to the exhibitor.
 */
export function teamMail(facts: BookingFacts, to: string, organizerLinks: Record<Locale, string | null>): MailMessage {
  const { subject, text } = inBothLanguages((t, locale) => {
    const link = organizerLinks[locale];
    return {
      subject: t("bookings.team.subject", aboutShow(facts, locale)),
      lines: [
        facts.organizer ? t("bookings.team.why", { organizer: name(facts.organizer, locale) }) : t("bookings.team.whyNoOrganizer"),
        "",
        ...newBookingText(facts, t, locale),
        "",
        t("bookings.reply"),
        ...(link ? [t("bookings.team.organizerPage"), link] : []),
      ],
    };
  });
  return { kind: "booth-booking-for-team", to, replyTo: facts.email, subject, text };
}

/** What the exhibitor is told about the organizer, as the completed page tells it. */
function noticeLine(facts: BookingFacts, notice: OrganizerNotice, t: MailTranslate, locale: Locale): string {
  if (notice === "team") return t("bookings.confirmation.team", { organizer: facts.organizer ? name(facts.organizer, locale) : t("bookings.theShowsOrganizer") });
  return t(`bookings.confirmation.${notice}`, { organizer: organizerName(facts, t, locale) });
}

/** To the exhibitor, in the language they booked in: the reference and who was told. */
export function confirmationMail(facts: BookingFacts, member: { email: string; name: string }, notice: OrganizerNotice, bookingsLink: string): MailMessage {
  const { locale } = facts;
  const t = mailT(locale);
  return {
    kind: "booth-booking-confirmation",
    to: member.email,
    subject: t("bookings.confirmation.subject", aboutShow(facts, locale)),
    text: [
      t("greeting", { name: member.name }),
      "",
      t("bookings.confirmation.received", { booking: bookingLine(facts, t, locale) }),
      noticeLine(facts, notice, t, locale),
      "",
      t("bookings.confirmation.follow"),
      bookingsLink,
    ].join("\n"),
  };
}

/** To the exhibitor when the organizer moves the lead, with the organizer's note. */
export function statusMail(facts: BookingFacts, member: { email: string; name: string }, status: string, note: string, bookingsLink: string): MailMessage {
  const { locale } = facts;
  const t = mailT(locale);
  const word = statusWord(t, status);
  return {
    kind: "booth-booking-status",
    to: member.email,
    subject: t("bookings.status.subject", { ref: facts.reference, status: word }),
    text: [
      t("greeting", { name: member.name }),
      "",
      t("bookings.status.moved", { organizer: organizerName(facts, t, locale), booking: bookingLine(facts, t, locale), status: word }),
      ...(note ? ["", t("bookings.status.note"), note] : []),
      "",
      t("bookings.status.follow"),
      bookingsLink,
    ].join("\n"),
  };
}

/** To the exhibitor when the organizer confirms or declines their numbered booths. */
export function boothDecisionMail(facts: BookingFacts, member: { email: string; name: string }, decision: "confirmed" | "declined", bookingsLink: string): MailMessage {
  const { locale } = facts;
  const t = mailT(locale);
  const words = { numbers: facts.booths, ref: facts.reference };
  return {
    kind: "booth-booking-decision",
    to: member.email,
    subject: t(`bookings.decision.${decision}.subject`, words),
    text: [
      t("greeting", { name: member.name }),
      "",
      t(`bookings.decision.${decision}.text`, { organizer: organizerName(facts, t, locale), booking: bookingLine(facts, t, locale) }),
      "",
      t("bookings.status.follow"),
      bookingsLink,
    ].join("\n"),
  };
}
