import { bookingRow } from "./booking-mails";
import type { MarketFacts, MemberFacts } from "./market-facts";
import { ownersOf } from "./quotation-mails";
import { listingOf, requestTarget } from "./request-delivery";
import { requireSchema } from "./schema";

/** The marketplace facts (market-facts.ts) from the embedded service's own D1 tables. */
export function d1Facts(db: D1Database): MarketFacts {
  return {
    listing: (kind, id) => {
      const target = requestTarget(requireSchema(kind.quotation.plural));
      return target ? listingOf(db, target, id) : Promise.resolve(null);
    },
    owners: (kind, id) => ownersOf(db, kind, id),
    member: (id) => db.prepare("SELECT email, first_name, username FROM up_users WHERE id = ?").bind(id).first<MemberFacts>(),
    booking: (id) => bookingRow(db, id),
    recordOrganizerNotice: async (id, notice) => {
      await db.prepare("UPDATE booth_reservations SET organizer_notice = ? WHERE id = ?").bind(notice, id).run();
    },
  };
}
