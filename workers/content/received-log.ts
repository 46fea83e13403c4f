import type { LogAction } from "../../app/domain/activity-log";
import { listingOfPlural } from "../../app/domain/listings";
import { insertRow, type Row } from "./repository";
import { requireSchema, type Schema } from "./schema";

const STATUS = "quotation_status";

/** The activity-log column of each listing kind a request can reach. */
const logColumn = (plural: string) => {
  const listing = listingOfPlural(plural);
  return listing ? `${listing.kind}_id` : null;
};

/** The listing a received row reached, following its first `receivedBy` path (`trade_show.organizer`). */
async function listingOf(db: D1Database, schema: Schema, row: Row): Promise<{ column: string; id: number } | null> {
  const path = schema.collection.receivedBy?.[0]?.split(".") ?? [];
  let current: Row | null = row;
  let at = schema;
  for (const [i, name] of path.entries()) {
    const attr = at.attributes.get(name);
    const id: unknown = attr?.kind === "relation" ? current?.[attr.column] : undefined;
    if (attr?.kind !== "relation" || typeof id !== "number") return null;
    const target = requireSchema(attr.target);
    if (i === path.length - 1) {
      const column = logColumn(attr.target);
      return column ? { column, id } : null;
    }
    current = await db.prepare(`SELECT * FROM ${target.table} WHERE id = ?`).bind(id).first<Row>();
    at = target;
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
 */
export async function logReceivedEvent(db: D1Database, schema: Schema, row: Row, memberId: number, previous?: Row): Promise<void> {
  if (!schema.attributes.has(STATUS)) return;
  const action = actionOf(schema, row, previous);
  const listing = action ? await listingOf(db, schema, row) : null;
  if (!action || !listing) return;
  const meta = JSON.stringify({ collection: schema.collection.plural, id: Number(row.id), status: String(row[STATUS] ?? "") });
  await insertRow(db, requireSchema("activity-logs"), { user_id: memberId, action, meta, [listing.column]: listing.id });
}
