import type { LogAction } from "../../app/domain/activity-log";
import { listingOfPlural } from "../../app/domain/listings";
import type { ActivityEntry, MarketFacts } from "../mail/market-facts";
import type { Row } from "./repository";
import { requireSchema, type Schema } from "./schema";

const STATUS = "quotation_status";

/**
 * The listing a received row reached, following its first `receivedBy` path (`trade_show.organizer`), the rows on
 * the way read through `facts`.
 */
async function listingOf(facts: MarketFacts, schema: Schema, row: Row): Promise<ActivityEntry["listing"] | null> {
  const path = schema.collection.receivedBy?.[0]?.split(".") ?? [];
  let current: Row | null = row;
  let at = schema;
  for (const [i, name] of path.entries()) {
    const attr = at.attributes.get(name);
    const id: unknown = attr?.kind === "relation" ? current?.[attr.column] : undefined;
    if (attr?.kind !== "relation" || typeof id !== "number") return null;
    if (i === path.length - 1) {
      const listing = listingOfPlural(attr.target);
      return listing ? { kind: listing.kind, id } : null;
    }
    current = await facts.row(attr.target, id);
    at = requireSchema(attr.target);
  }
  return null;
}

function actionOf(schema: Schema, row: Row, previous: Row | undefined): LogAction | null {
  if (!previous) return schema.collection.plural === "booth-reservations" ? "reservation-made" : "quotation-sent";
  const status = row[STATUS];
  if (status === previous[STATUS]) return null;
  if (status === "read") return "quotation-read";
  if (status === "answered") return "quotation-answered";
  return "status-changed";
}

/**
 * The service itself logs what happens to a request a listing received (sent, read, answered, withdrawn,
 * closed, a booth reserved), linked to that listing so its owners see it: a member cannot link their own log
 * entries to a listing (those links are `setBy: "system"`), so an owner's log holds only what really happened.
 * Behind a remote Strapi the proxy logs it there, with the API token, after Strapi took the member's write.
 */
export async function logReceivedEvent(facts: MarketFacts, schema: Schema, row: Row, memberId: number, previous?: Row): Promise<void> {
  if (!schema.attributes.has(STATUS)) return;
  const action = actionOf(schema, row, previous);
  const listing = action ? await listingOf(facts, schema, row) : null;
  if (!action || !listing) return;
  await facts.recordActivity({ user: memberId, action, meta: { collection: schema.collection.plural, id: Number(row.id), status: String(row[STATUS] ?? "") }, listing });
}
