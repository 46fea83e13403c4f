import type { Listing } from "../../app/domain/listings";
import { joinTable } from "../../app/model/join-tables";
import { collectionByPlural } from "../../app/model/model";
import type { BookingRow, MarketFacts, MemberFacts, Owner } from "../mail/market-facts";
import { listingOf, requestTarget } from "./request-delivery";
import { byId, insertRow, selectOne } from "./repository";
import { requireSchema } from "./schema";

/** The marketplace facts (workers/mail/market-facts.ts) from the embedded service's own D1 tables. */
export function d1Facts(db: D1Database): MarketFacts {
  return {
    listing: (kind, id) => {
      const target = requestTarget(requireSchema(kind.quotation.plural));
      return target ? listingOf(db, target, id) : Promise.resolve(null);
    },
    owners: (kind, id) => receiversOf(db, kind, id),
    member: (id) => db.prepare("SELECT email, first_name, username FROM up_users WHERE id = ?").bind(id).first<MemberFacts>(),
    packageName: async (id) => (await db.prepare("SELECT name FROM packages WHERE id = ?").bind(id).first<{ name: string }>())?.name ?? null,
    booking: (id) => bookingRow(db, id),
    recordOrganizerNotice: async (id, notice) => {
      await db.prepare("UPDATE booth_reservations SET organizer_notice = ? WHERE id = ?").bind(notice, id).run();
    },
    row: (plural, id) => {
      const schema = requireSchema(plural);
      return selectOne(db, schema, byId(schema, id));
    },
    recordActivity: async ({ user, action, meta, listing }) => {
      await insertRow(db, requireSchema("activity-logs"), { user_id: user, action, meta: JSON.stringify(meta), [`${listing.kind}_id`]: listing.id });
    },
  };
}

/**
 * Who answers the listing's requests: its owners and its team (the `owners` and `team` join tables, docs/decisions/024
 * and 062), each once, blocked accounts left out.
 */
export async function receiversOf(db: D1Database, kind: Listing, listingId: unknown): Promise<Owner[]> {
  const collection = collectionByPlural(kind.plural)!;
  const links = (["owners", "team"] as const).map((name) => joinTable(collection, name)!);
  const members = links.map((link) => `SELECT ${link.targetColumn} AS user_id FROM ${link.table} WHERE ${link.ownColumn} = ?`).join(" UNION ");
  const { results } = await db
    .prepare(`SELECT u.email, u.locale, u.first_name, u.username FROM up_users u WHERE u.id IN (${members}) AND u.blocked IS NOT 1 ORDER BY u.id`)
    .bind(...links.map(() => listingId))
    .all<Owner>();
  return results;
}

async function bookingRow(db: D1Database, reservationId: unknown): Promise<BookingRow | null> {
  return db
    .prepare(
      `SELECT r.id, r.booth_count, r.booth_numbers, r.company_name, r.contact_name, r.email, r.phone, r.products, r.message, r.locale,
         ts.name AS show_th, ts.name_en AS show_en, bt.name AS type_th, bt.name_en AS type_en,
         o.id AS organizer_id, o.company_name AS organizer_th, o.company_name_en AS organizer_en, o.slug AS organizer_slug,
         o.contactor AS organizer_contactor, u.email AS member_email, COALESCE(NULLIF(u.first_name, ''), u.username) AS member_name
       FROM booth_reservations r
       JOIN trade_shows ts ON ts.id = r.trade_show_id
       JOIN booth_types bt ON bt.id = r.booth_type_id
       LEFT JOIN organizers o ON o.id = ts.organizer_id
       LEFT JOIN up_users u ON u.id = r.user_id AND u.blocked IS NOT 1
       WHERE r.id = ?`,
    )
    .bind(reservationId)
    .first<BookingRow>();
}
