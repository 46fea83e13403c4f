import { chooseDelivery } from "../../app/domain/request-delivery";
import { type ListingKind, listingOfQuotationTable, quotationReference } from "../../app/domain/listings";
import { toHex } from "../../app/lib/hex";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { signRequestLink } from "../../app/lib/request-link";
import { joinTable } from "../../app/model/join-tables";
import { type CollectionDef, collectionByPlural } from "../../app/model/model";
import type { MailMessage } from "../mail/mail-message";
import type { ListingRow, MarketFacts } from "../mail/market-facts";
import { listingContactMail, type RequestFacts, siteTeamMail } from "../mail/request-delivery-mails";
import { sitePath } from "../mail/site-links";
import { teamAddress } from "../mail/team-mail";
import type { ContentEnv } from "./env";
import type { Row } from "./repository";
import type { Schema } from "./schema";

/** A quotation collection's way to its listing (app/domain/listings.ts). */
export interface RequestTarget {
  relation: ListingKind;
  listing: CollectionDef;
  nameColumn: "name" | "company_name";
  eventColumn: "event_name" | "project_name";
}

export function requestTarget(schema: Schema): RequestTarget | null {
  const kind = listingOfQuotationTable(schema.table);
  const listing = kind && collectionByPlural(kind.plural);
  if (!kind || !listing) return null;
  return { relation: kind.kind, listing, nameColumn: kind.nameField, eventColumn: kind.eventField };
}

export async function listingOf(db: D1Database, target: RequestTarget, id: unknown): Promise<ListingRow | null> {
  const owners = joinTable(target.listing, "owners")!;
  return db
    .prepare(
      `SELECT ${target.nameColumn} AS th, ${target.nameColumn}_en AS en, slug, contactor,
         (SELECT COUNT(*) FROM ${owners.table} l JOIN up_users u ON u.id = l.${owners.targetColumn}
          WHERE l.${owners.ownColumn} = t.id AND u.blocked IS NOT 1) AS owners
       FROM ${target.listing.table} t WHERE id = ?`,
    )
    .bind(id)
    .first<ListingRow>();
}

function parsedJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export async function factsOf(env: ContentEnv, schema: Schema, target: RequestTarget, row: Row, listing: ListingRow, linkId: string): Promise<RequestFacts> {
  const token = await signRequestLink(env.JWT_SECRET, {
    collection: schema.collection.plural,
    request: Number(row.id),
    listing: Number(row[`${target.relation}_id`]),
    linkId,
  });
  const detail = LISTING_PAGES[target.relation].detail;
  const slug = listing.slug || String(row[`${target.relation}_id`]);
  const reply = { query: { token } };
  return {
    reference: quotationReference(target.relation, row.id),
    event: String(row[target.eventColumn] ?? ""),
    from: [row.contact_name, row.company_name].filter(Boolean).join(", "),
    requesterEmail: String(row.email),
    listing: { th: listing.th, en: listing.en || listing.th },
    answerLink: { th: sitePath(env, "th", "quotationReply", reply), en: sitePath(env, "en", "quotationReply", reply) },
    claimLink: { th: sitePath(env, "th", detail, { id: slug }), en: sitePath(env, "en", detail, { id: slug }) },
  };
}

const newLinkId = () => toHex(crypto.getRandomValues(new Uint8Array(16)));

/** What a write tells: its mails, and the rows that record who was told, written with them in one batch. */
export interface Telling {
  mails: MailMessage[];
  records: D1PreparedStatement[];
}

export const TOLD_NOBODY: Telling = { mails: [], records: [] };

/**
 * A new quotation request: decides who is told (app/domain/request-delivery.ts) and the record of it, which the
 * completed page reads, so the caller writes both before the create answers. A listing nobody runs is mailed at
 * its published address, else the site team is, with a signed link to answer; the mail is in the same batch as
 * the record (`mailed`). Owners are mailed by workers/mail/quotation-mails.ts. A request decided already keeps
 * its first record: the insert leaves it, and that record's mail has the id this one would get.
 */
export async function deliverRequest(env: ContentEnv, schema: Schema, row: Row, market: MarketFacts): Promise<Telling> {
  const target = requestTarget(schema);
  const kind = listingOfQuotationTable(schema.table);
  const listing = target && kind && (await market.listing(kind, Number(row[`${target.relation}_id`])));
  if (!target || !listing) return TOLD_NOBODY;
  const delivery = chooseDelivery({ ownerCount: listing.owners, contactor: parsedJson(listing.contactor) });
  const linkId = delivery.channel === "owners" ? null : newLinkId();
  const mails = linkId ? [await linkMail(env, schema, target, row, listing, linkId, delivery.address)] : [];
  const record = env.DB.prepare(
    "INSERT INTO request_deliveries (collection, request_id, channel, address, link_id, mailed) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
  ).bind(schema.collection.plural, row.id, delivery.channel, delivery.address, linkId, linkId ? 1 : null);
  return { mails, records: [record] };
}

async function linkMail(env: ContentEnv, schema: Schema, target: RequestTarget, row: Row, listing: ListingRow, linkId: string, address: string | null): Promise<MailMessage> {
  const facts = await factsOf(env, schema, target, row, listing, linkId);
  return address ? listingContactMail(facts, address) : siteTeamMail(facts, teamAddress(env));
}
