import { type ListingOwner, organizerRecipients } from "../../app/domain/booking-notice";
import { publishedAddress } from "../../app/domain/request-delivery";
import { bookingReference } from "../../app/domain/references";
import { LISTINGS } from "../../app/domain/listings";
import { type BookingFacts, confirmationMail, contactMail, ownerMail, statusMail, teamMail } from "./booking-messages";
import { sitePath } from "./site-links";
import type { MailEnv } from "./env";
import type { MailMessage } from "./mail-message";
import { mailerFor } from "./mail-producer";
import type { Row } from "../../app/model/columns";
import type { CollectionDef } from "../../app/model/model";
import type { BookingRow, Later, MarketFacts } from "./market-facts";
import { teamAddress } from "./team-mail";
import type { Locale } from "../../app/domain/locales";

/**
 * The booth booking mails (the mailer, or the D1 outbox locally). A new booking is mailed to the organizer, or
 * to the site team when there is none to tell (app/domain/booking-notice.ts says who), and confirmed to the
 * exhibitor, and the reservation keeps who was told for the completed page; every move of its lead's status is
 * mailed to the exhibitor. Mail goes after the answer, and a failing mailer never undoes the write.
 */

function factsOf(row: BookingRow): BookingFacts {
  return {
    reference: bookingReference(row.id),
    show: { th: row.show_th, en: row.show_en ?? "" },
    boothType: { th: row.type_th, en: row.type_en ?? "" },
    organizer: row.organizer_id ? { th: row.organizer_th ?? "", en: row.organizer_en ?? "", slug: row.organizer_slug ?? "" } : null,
    count: row.booth_count ?? 1,
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

async function sendAll(env: MailEnv, mails: MailMessage[]): Promise<void> {
  const mailer = mailerFor(env);
  const sent = await Promise.allSettled(mails.map((mail) => mailer.send(mail)));
  for (const failure of sent.filter((s) => s.status === "rejected")) console.error("booking mail not sent", failure.reason);
}

/** A new booking: decide and record who is told before the answer, then mail them after it. */
async function bookingMade(env: MailEnv, facts: MarketFacts, reservation: Row, later: Later): Promise<void> {
  const row = await facts.booking(Number(reservation.id));
  if (!row) return;
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
  await later("booking mail", () => sendAll(env, mails));
}

/** A lead whose status moved: the exhibitor hears of it, with the organizer's note. */
function leadMoved(env: MailEnv, facts: MarketFacts, lead: Row, later: Later): Promise<void> {
  return later("booking mail", async () => {
    const row = await facts.booking(Number(lead.booth_reservation_id));
    if (!row) return;
    const booking = factsOf(row);
    if (!booking.member) return;
    await sendAll(env, [statusMail(booking, booking.member, String(lead.lead_status), String(lead.note ?? "").trim(), sitePath(env, booking.locale, "myQuotation"))]);
  });
}

/** After a write: a new booth reservation, or a lead's status moved. */
export async function bookingMailsOf(env: MailEnv, facts: MarketFacts, collection: CollectionDef, before: Row | null, after: Row | null, later: Later): Promise<void> {
  if (!after) return;
  const plural = collection.plural;
  // The reservation is stored: a failure here is logged, never a failed booking.
  if (plural === "booth-reservations" && !before) return bookingMade(env, facts, after, later).catch((error) => console.error("booking mail", error));
  if (plural === "leads-from-reservations" && before && after.lead_status !== before.lead_status) return leadMoved(env, facts, after, later);
}
