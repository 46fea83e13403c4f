import { chooseDelivery } from "../../app/domain/request-delivery";
import { type ListingKind, listingOfQuotationTable, quotationReference } from "../../app/domain/listings";
import { toHex } from "../../app/lib/hex";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { signRequestLink } from "../../app/lib/request-link";
import { joinTable } from "../../app/model/join-tables";
import { type CollectionDef, collectionByPlural } from "../../app/model/model";
import type { MailMessage } from "../mail/mail-message";
import { mailerFor } from "../mail/mail-producer";
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

async function sendGuarded(env: ContentEnv, mail: MailMessage): Promise<boolean> {
  try {
    await mailerFor(env).send(mail);
    return true;
  } catch (error) {
    console.error("request delivery mail not sent", error);
    return false;
  }
}

/**
 * After a new quotation request is stored: decides who is told (app/domain/request-delivery.ts) and stores the
 * decision before the create answers, so the completed page can say it. A listing nobody runs is mailed at its
 * published address, else the site team is, with a signed link to answer; that mail is sent here too, not after
 * the answer, so the page says whether it went. Owners are mailed by workers/mail/quotation-mails.ts as before.
 * The request is already stored: a failure here is logged, and the completed page then claims nobody was told.
 */
export async function deliverRequest(env: ContentEnv, schema: Schema, row: Row, market: MarketFacts): Promise<void> {
  try {
    await decideAndMail(env, schema, row, market);
  } catch (error) {
    console.error("request delivery not stored", error);
  }
}

async function decideAndMail(env: ContentEnv, schema: Schema, row: Row, market: MarketFacts): Promise<void> {
  const target = requestTarget(schema);
  const kind = listingOfQuotationTable(schema.table);
  if (!target || !kind) return;
  const listing = await market.listing(kind, Number(row[`${target.relation}_id`]));
  if (!listing) return;
  const delivery = chooseDelivery({ ownerCount: listing.owners, contactor: parsedJson(listing.contactor) });
  const linkId = delivery.channel === "owners" ? null : newLinkId();
  const stored = await env.DB.prepare(
    "INSERT INTO request_deliveries (collection, request_id, channel, address, link_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING request_id",
  )
    .bind(schema.collection.plural, row.id, delivery.channel, delivery.address, linkId)
    .first();
  if (!stored || !linkId) return;
  const facts = await factsOf(env, schema, target, row, listing, linkId);
  const mail = delivery.address ? listingContactMail(facts, delivery.address) : siteTeamMail(facts, teamAddress(env));
  const mailed = await sendGuarded(env, mail);
  await env.DB.prepare("UPDATE request_deliveries SET mailed = ? WHERE collection = ? AND request_id = ?")
    .bind(mailed ? 1 : 0, schema.collection.plural, row.id)
    .run();
}
