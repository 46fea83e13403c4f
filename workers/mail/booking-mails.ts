import { type ListingOwner, organizerRecipients } from "../../app/domain/booking-notice";
import { publishedAddress } from "../../app/domain/request-delivery";
import { bookingReference } from "../../app/domain/references";
import { LISTINGS } from "../../app/domain/listings";
import { type BookingFacts, boothDecisionMail, confirmationMail, contactMail, ownerMail, statusMail, teamMail } from "./booking-messages";
import { sitePath } from "./site-links";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { BookingRow, MarketFacts } from "./market-facts";
import { teamAddress } from "./team-mail";
import type { Locale } from "../../app/domain/locales";

/**
 * The booth booking mails. A new booking is mailed to the organizer, or to the site team when there is none to
 * tell (app/domain/booking-notice.ts says who), and confirmed to the exhibitor, and the reservation keeps who was
 * told for the completed page; every move of its lead's status is mailed to the exhibitor. The caller writes
 * them to the outbox (docs/decisions/053).
 */

function factsOf(row: BookingRow): BookingFacts {
  return {
    reference: bookingReference(row.id),
    show: { th: row.show_th, en: row.show_en ?? "" },
    boothType: { th: row.type_th, en: row.type_en ?? "" },
    organizer: row.organizer_id ? { th: row.organizer_th ?? "", en: row.organizer_en ?? "", slug: row.organizer_slug ?? "" } : null,
    count: row.booth_count ?? 1,
    booths: row.booth_numbers ?? "",
    company: row.company_name ?? "",
    contact: row.contact_name,
    email: row.email,
    phone: row.phone,
    products: row.products ?? "",
    message: row.message ?? "",
    locale: row.locale === "en" ? "en" : "th",
    member: row.member_email ? { email: row.member_email, name: row.member_name ?? "" } : null,
  };
}

function contactOf(contactor: string | null): string | null {
  try {
    return publishedAddress(JSON.parse(contactor ?? "null"));
  } catch {
    return null;
  }
}

/** A new booking: decide and record who is told, and their mails. */
async function bookingMade(env: MailEnv, facts: MarketFacts, reservation: Row): Promise<MailMessage[]> {
  const row = await facts.booking(Number(reservation.id));
  if (!row) return [];
  const booking = factsOf(row);
  const owners: ListingOwner[] = row.organizer_id
    ? (await facts.owners(LISTINGS.organizer, row.organizer_id)).map((o) => ({ email: o.email, locale: o.locale, name: o.first_name || o.username }))
    : [];
  const { notice, recipients } = organizerRecipients(owners, contactOf(row.organizer_contactor));
  await facts.recordOrganizerNotice(row.id, notice);
  const claim = (locale: Locale) => (booking.organizer?.slug ? sitePath(env, locale, "organizerDetails", { id: booking.organizer.slug }) : null);
  const claimLinks = { th: claim("th"), en: claim("en") };
  const mails = recipients.map((r) =>
    r.kind === "owner"
      ? ownerMail(booking, r, sitePath(env, r.locale, "myLeads"))
      : r.kind === "contact"
        ? contactMail(booking, r.email, claimLinks)
        : teamMail(booking, teamAddress(env), claimLinks),
  );
  if (booking.member) mails.push(confirmationMail(booking, booking.member, notice, sitePath(env, booking.locale, "myQuotation")));
  return mails;
}

/** A lead whose status moved: the exhibitor hears of it, with the organizer's note. */
async function leadMoved(env: MailEnv, facts: MarketFacts, lead: Row): Promise<MailMessage[]> {
  const row = await facts.booking(Number(lead.booth_reservation_id));
  const booking = row && factsOf(row);
  if (!booking?.member) return [];
  return [statusMail(booking, booking.member, String(lead.lead_status), String(lead.note ?? "").trim(), sitePath(env, booking.locale, "myQuotation"))];
}

/** The organizer answered a booking of numbered booths: the exhibitor hears which way. */
async function boothsDecided(env: MailEnv, facts: MarketFacts, reservation: Row): Promise<MailMessage[]> {
  const row = await facts.booking(Number(reservation.id));
  const booking = row && factsOf(row);
  const decision = reservation.booth_decision;
  if (!booking?.member || (decision !== "confirmed" && decision !== "declined")) return [];
  return [boothDecisionMail(booking, booking.member, decision, sitePath(env, booking.locale, "myQuotation"))];
}

/** The mails of a write: a new booth reservation, the organizer's answer to its booths, or a lead's status moved. */
export async function bookingMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row | null): Promise<MailMessage[]> {
  if (!after) return [];
  const plural = collection.plural;
  if (plural === "booth-reservations" && !before) return bookingMade(env, facts, after);
  if (plural === "booth-reservations" && after.booth_decision && after.booth_decision !== before?.booth_decision) return boothsDecided(env, facts, after);
  if (plural === "leads-from-reservations" && before && after.lead_status !== before.lead_status) return leadMoved(env, facts, after);
  return [];
}
