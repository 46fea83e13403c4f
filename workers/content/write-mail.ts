import { QUOTATION_PLURALS } from "../../app/domain/listings";
import { outboxEventDone, outboxWriteEvent } from "../../app/shared-store/outbox.server";
import { bookingMailsOf } from "../mail/booking-mails";
import { claimDecisionMailsOf } from "../mail/claim-mails";
import { listingChangeMailsOf } from "../mail/listing-change-mails";
import { batchWithMail, eventMail } from "../mail/mail-producer";
import type { MarketFacts } from "../mail/market-facts";
import { welcomeMail } from "../mail/newsletter-mail";
import { quotationMailsOf } from "../mail/quotation-mails";
import { contractFormMailsOf } from "../mail/team-mail";
import { d1Facts } from "./d1-facts";
import type { ContentEnv } from "./env";
import { type Alongside, byId, type Row, selectOne } from "./repository";
import { deliverRequest, type Telling, TOLD_NOBODY } from "./request-delivery";
import { schemaFor, type Schema } from "./schema";

/**
 * The mail a content write sets off (docs/decisions/053): the write's batch records a write event in the outbox,
 * and the event is composed into its mails right after, from the stored row (its new id, the listing's owners),
 * before the write answers, as the completed pages read who was told. If the Worker dies in between, the cron's
 * pass composes it (workers/jobs/outbox-pass.ts).
 */

/** The writes that may set off mail, and so carry a write event. */
const MAIL_ON = {
  create: new Set([...QUOTATION_PLURALS, "booth-reservations", "contract-forms", "email-subscriptions", "listing-changes"]),
  update: new Set([...QUOTATION_PLURALS, "booth-reservations", "leads-from-reservations", "contract-forms", "listing-changes"]),
};

export interface WriteEvent {
  id: string;
  /** The event's outbox row, for the write's batch. */
  alongside: Alongside;
}

/** The write event of a create (`before` null) or an update of `schema`; null when such a write mails nobody. */
export function writeEvent(db: D1Database, schema: Schema, before: Row | null, now = new Date()): WriteEvent | null {
  const plural = schema.collection.plural;
  if (!MAIL_ON[before ? "update" : "create"].has(plural)) return null;
  const id = crypto.randomUUID();
  return { id, alongside: (row) => [outboxWriteEvent(db, { id, collection: plural, before }, row, now)] };
}

/**
 * What a marketplace write tells, behind the embedded service and a remote Strapi alike (docs/decisions/037): who
 * is told of a new request and its record, the owners' and the requester's mails, the booking and lead mails, the
 * site team's mail of a new contract form or claim, a claim's decision.
 */
export async function marketTelling(env: ContentEnv, facts: MarketFacts, schema: Schema, before: Row | null, after: Row): Promise<Telling> {
  const delivery = before ? TOLD_NOBODY : await deliverRequest(env, schema, after, facts);
  const mails = [
    ...delivery.mails,
    ...(await quotationMailsOf(env, facts, schema.collection, before, after)),
    ...(await bookingMailsOf(env, facts, schema.collection, before, after)),
    ...(await contractFormMailsOf(env, facts, schema.collection, before, after)),
    ...(await claimDecisionMailsOf(env, facts, schema.collection, before, after)),
    ...(await listingChangeMailsOf(env, facts, schema.collection, before, after)),
  ];
  return { mails, records: delivery.records };
}

/**
 * Composes a write event: the records of who was told, its mails (ids derived from the event) and the event
 * marked done in one batch, then hands the mails on. Composing an event twice (the cron beside a slow first try)
 * writes each mail once.
 */
export async function composeWriteEvent(env: ContentEnv, event: string, schema: Schema, before: Row | null, after: Row, now = new Date()): Promise<void> {
  const telling = await marketTelling(env, d1Facts(env.DB), schema, before, after);
  const welcome = welcomeMail(schema.collection, before, after);
  const mails = await Promise.all([...telling.mails, ...(welcome ? [welcome] : [])].map((message) => eventMail(event, message)));
  await batchWithMail(env, [...telling.records, outboxEventDone(env.DB, event, now)], mails, now);
}

/** A write event left uncomposed (the Worker died first): composed from the row as it is now, or closed when it is gone. */
export async function composeLeftWrite(env: ContentEnv, event: { id: string; payload: string }, now = new Date()): Promise<void> {
  const { collection, row, before } = JSON.parse(event.payload) as { collection: string; row: number; before: Row | null };
  const schema = schemaFor(collection);
  const after = schema ? await selectOne(env.DB, schema, byId(schema, row)) : null;
  if (schema && after) await composeWriteEvent(env, event.id, schema, before, after, now);
  else await outboxEventDone(env.DB, event.id, now).run();
}
