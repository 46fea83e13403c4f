import { boothReservation, releasesBooths } from "../../app/domain/request-rules";
import { bangkokToday } from "../../app/lib/dates";
import { validationError } from "./errors";
import type { Alongside, ColumnValues, Row } from "./repository";

/**
 * Creating a booth reservation. Availability is checked in the statement that saves it: the INSERT … SELECT
 * writes the row only while the booth type has `booth_count` booths left, so two members can never both take
 * the last booth (D1 runs one statement at a time). In the same batch, a transaction, the type's
 * `booths_reserved` goes up and the show's organizer gets a lead; both run only when the INSERT wrote a row
 * (`changes()` of the statement before), and so do the statements that go alongside (the write event whose mails
 * the outbox keeps, docs/decisions/053): a refused booking writes none. The condition is the last-booth rule of
 * app/domain/request-rules.ts (`boothReservation`) in SQL; test/worker/request-rules.test.ts runs the rule's cases
 * through it.
 */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A show that takes bookings; its two parameters are today in Bangkok, where the deadlines are set (the portal's clock). */
const OPEN_SHOW = `ts.published_at IS NOT NULL AND ts.reservation_open = 1 AND ts.end_date >= ?
  AND (ts.reservation_deadline IS NULL OR ts.reservation_deadline >= ?)`;

/** The stored reservation's id after the batch's lead insert: none when the insert (and with it the lead) wrote nothing. */
const RESERVED_ROW = { sql: "(SELECT booth_reservation_id FROM leads_from_reservations WHERE changes() = 1 AND id = last_insert_rowid())", params: [] };

export async function reserveBooth(db: D1Database, values: ColumnValues, alongside?: Alongside): Promise<Row> {
  const typeId = Number(values.booth_type_id);
  const showId = Number(values.trade_show_id);
  const count = Number(values.booth_count ?? 1);
  const columns = Object.keys(values);
  const today = bangkokToday();
  const insert = db
    .prepare(
      `INSERT INTO booth_reservations (${columns.join(", ")})
       SELECT ${columns.map(() => "?").join(", ")} FROM booth_types bt JOIN trade_shows ts ON ts.id = bt.trade_show_id
       WHERE bt.id = ? AND bt.trade_show_id = ? AND bt.published_at IS NOT NULL AND ${OPEN_SHOW}
         AND bt.quantity - COALESCE(bt.booths_reserved, 0) >= ?
       RETURNING *`,
    )
    .bind(...Object.values(values), typeId, showId, today, today, count);
  const take = db
    .prepare(`UPDATE booth_types SET booths_reserved = COALESCE(booths_reserved, 0) + ?, updated_at = ${NOW} WHERE id = ? AND changes() = 1`)
    .bind(count, typeId);
  const lead = db.prepare(
    `INSERT INTO leads_from_reservations (booth_reservation_id, trade_show_id, owner_id)
     SELECT id, trade_show_id, user_id FROM booth_reservations WHERE changes() = 1 AND id = last_insert_rowid()`,
  );
  const [inserted] = await db.batch<Row>([insert, take, lead, ...(alongside?.(RESERVED_ROW) ?? [])]);
  const row = inserted?.results[0];
  if (row) return row;
  throw await whyNotReserved(db, typeId, showId, count, today);
}

/** The reason a reservation was not written, as Strapi's ValidationError on the attribute at fault. */
async function whyNotReserved(db: D1Database, typeId: number, showId: number, count: number, today: string) {
  const type = await db
    .prepare(
      `SELECT bt.quantity, bt.booths_reserved, (${OPEN_SHOW}) AS open
       FROM booth_types bt JOIN trade_shows ts ON ts.id = bt.trade_show_id
       WHERE bt.id = ? AND bt.trade_show_id = ? AND bt.published_at IS NOT NULL`,
    )
    .bind(today, today, typeId, showId)
    .first<{ quantity: number; booths_reserved: number | null; open: number }>();
  if (!type) {
    const message = `booth_type ${typeId} is not a booth type of trade_show ${showId}`;
    return validationError(message, [{ path: ["booth_type"], message }]);
  }
  if (!type.open) {
    const message = `trade_show ${showId} is not taking booth reservations`;
    return validationError(message, [{ path: ["trade_show"], message }]);
  }
  const decision = boothReservation(type, count);
  return decision.ok ? validationError("The booth type changed while reserving; try again") : validationError(decision.message, decision.details.errors);
}

/** Whether an update of a booth reservation withdraws it: its booths go back to the type. */
export function withdraws(plural: string, current: Row, data: Record<string, unknown>): boolean {
  return plural === "booth-reservations" && releasesBooths(current.quotation_status, data.quotation_status);
}

/**
 * Withdraws a reservation and gives its booths back, in one batch: the type's `booths_reserved` goes down only
 * when this statement was the one that withdrew it, so two withdrawals at once return the booths once.
 */
export async function withdrawReservation(db: D1Database, id: number, values: ColumnValues): Promise<Row | null> {
  const columns = Object.keys(values);
  const sets = [...columns.map((c) => `${c} = ?`), `updated_at = ${NOW}`].join(", ");
  const update = db
    .prepare(`UPDATE booth_reservations SET ${sets} WHERE id = ? AND COALESCE(quotation_status, '') <> 'withdrawn' RETURNING *`)
    .bind(...Object.values(values), id);
  const release = db
    .prepare(
      `UPDATE booth_types SET booths_reserved = MAX(0, COALESCE(booths_reserved, 0) - (SELECT COALESCE(booth_count, 1) FROM booth_reservations WHERE id = ?)),
         updated_at = ${NOW}
       WHERE id = (SELECT booth_type_id FROM booth_reservations WHERE id = ?) AND changes() = 1`,
    )
    .bind(id, id);
  const [updated] = await db.batch<Row>([update, release]);
  return updated?.results[0] ?? (await db.prepare("SELECT * FROM booth_reservations WHERE id = ?").bind(id).first<Row>());
}
