import { boothDecision, boothReservation, releasesBooths } from "../../app/domain/request-rules";
import { bangkokToday } from "../../app/lib/dates";
import { closedShow, heldBooths, OPEN_SHOW, takesBookings } from "./booth-holds";
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

/** The stored reservation's id after the batch's lead insert: none when the insert (and with it the lead) wrote nothing. */
const RESERVED_ROW = { sql: "(SELECT booth_reservation_id FROM leads_from_reservations WHERE changes() = 1 AND id = last_insert_rowid())", params: [] };

/** A booking of the booths a member holds on a show's plan, or of a count of a booth type where the show has no plan. */
export function reserveBooth(db: D1Database, values: ColumnValues, alongside?: Alongside): Promise<Row> {
  return values.booth_hold_id ? reserveHeldBooths(db, values, alongside) : reserveByCount(db, values, alongside);
}

/** A show with a floor plan sells its booths by number only. */
const NO_PLAN = "NOT EXISTS (SELECT 1 FROM booths WHERE trade_show_id = ts.id)";

async function reserveByCount(db: D1Database, values: ColumnValues, alongside?: Alongside): Promise<Row> {
  const typeId = Number(values.booth_type_id);
  const showId = Number(values.trade_show_id);
  const count = Number(values.booth_count ?? 1);
  const columns = Object.keys(values);
  const today = bangkokToday();
  const insert = db
    .prepare(
      `INSERT INTO booth_reservations (${columns.join(", ")})
       SELECT ${columns.map(() => "?").join(", ")} FROM booth_types bt JOIN trade_shows ts ON ts.id = bt.trade_show_id
       WHERE bt.id = ? AND bt.trade_show_id = ? AND bt.published_at IS NOT NULL AND ${OPEN_SHOW} AND ${NO_PLAN}
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
      `SELECT bt.quantity, bt.booths_reserved, (${OPEN_SHOW}) AS open, NOT (${NO_PLAN}) AS plan
       FROM booth_types bt JOIN trade_shows ts ON ts.id = bt.trade_show_id
       WHERE bt.id = ? AND bt.trade_show_id = ? AND bt.published_at IS NOT NULL`,
    )
    .bind(today, today, typeId, showId)
    .first<{ quantity: number; booths_reserved: number | null; open: number; plan: number }>();
  if (!type) {
    const message = `booth_type ${typeId} is not a booth type of trade_show ${showId}`;
    return validationError(message, [{ path: ["booth_type"], message }]);
  }
  if (!type.open) return closedShow(showId);
  if (type.plan) return holdNeeded(`trade_show ${showId} sells booths by number: book them with a booth_hold`);
  const decision = boothReservation(type, count);
  return decision.ok ? validationError("The booth type changed while reserving; try again") : validationError(decision.message, decision.details.errors);
}

const holdNeeded = (message: string) => validationError(message, [{ path: ["booth_hold"], message }]);

/**
 * Booking the booths of a hold: written only while the hold is the member's, not booked before, and every booth
 * it named is still held by it; in the same batch the lead is written and the booths point at the booking, held
 * with no end until the organizer decides.
 */
async function reserveHeldBooths(db: D1Database, values: ColumnValues, alongside?: Alongside): Promise<Row> {
  const holdId = Number(values.booth_hold_id);
  const held = await heldBooths(db, holdId, Number(values.user_id));
  if (!held) throw holdNeeded(`booth_hold ${holdId} is not a hold of yours`);
  const named = held.numbers.split(", ").length;
  const row: ColumnValues = { ...values, booth_numbers: held.numbers, booth_count: named, booth_type_id: held.typeId ?? values.booth_type_id ?? null };
  const columns = Object.keys(row);
  const today = bangkokToday();
  const insert = db
    .prepare(
      `INSERT INTO booth_reservations (${columns.join(", ")})
       SELECT ${columns.map(() => "?").join(", ")} FROM booth_holds h JOIN trade_shows ts ON ts.id = h.trade_show_id
       WHERE h.id = ? AND h.user_id = ? AND ts.id = ? AND ${OPEN_SHOW}
         AND NOT EXISTS (SELECT 1 FROM booth_reservations r WHERE r.booth_hold_id = h.id)
         AND (SELECT COUNT(*) FROM booths b WHERE b.hold_id = h.id AND b.state = 'held' AND b.booth_reservation_id IS NULL) = ?
       RETURNING *`,
    )
    .bind(...Object.values(row), holdId, Number(values.user_id), Number(values.trade_show_id), today, today, named);
  const lead = db.prepare(
    `INSERT INTO leads_from_reservations (booth_reservation_id, trade_show_id, owner_id)
     SELECT id, trade_show_id, user_id FROM booth_reservations WHERE changes() = 1 AND id = last_insert_rowid()`,
  );
  const take = db
    .prepare(
      `UPDATE booths SET held_until = NULL, booth_reservation_id = (SELECT id FROM booth_reservations WHERE booth_hold_id = ?), updated_at = ${NOW}
       WHERE hold_id = ? AND booth_reservation_id IS NULL AND EXISTS (SELECT 1 FROM booth_reservations WHERE booth_hold_id = ?)`,
    )
    .bind(holdId, holdId, holdId);
  const [inserted] = await db.batch<Row>([insert, lead, ...(alongside?.(RESERVED_ROW) ?? []), take]);
  const saved = inserted?.results[0];
  if (saved) return saved;
  if (!(await takesBookings(db, Number(values.trade_show_id), today))) throw closedShow(values.trade_show_id);
  throw holdNeeded(`booth_hold ${holdId} was booked already or its booths are no longer held`);
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
       WHERE id = (SELECT booth_type_id FROM booth_reservations WHERE id = ? AND booth_hold_id IS NULL) AND changes() = 1`,
    )
    .bind(id, id);
  const free = db
    .prepare(
      `UPDATE booths SET state = 'available', held_until = NULL, hold_id = NULL, booth_reservation_id = NULL, exhibitor = NULL, exhibitor_en = NULL, updated_at = ${NOW}
       WHERE booth_reservation_id = ? AND state <> 'blocked'`,
    )
    .bind(id);
  const [updated] = await db.batch<Row>([update, release, free]);
  return updated?.results[0] ?? (await db.prepare("SELECT * FROM booth_reservations WHERE id = ?").bind(id).first<Row>());
}

/** Whether an update is the organizer's answer to a booking of numbered booths. */
export function decidesBooths(plural: string, data: Record<string, unknown>): boolean {
  return plural === "booth-reservations" && typeof data.booth_decision === "string";
}

/**
 * The organizer's answer to a booking of numbered booths, once: confirmed makes its booths booked (with the
 * company's name on the plan when the exhibitor agreed), declined frees them; in the update's batch, with the
 * write event whose mail tells the exhibitor.
 */
export async function decideBooths(db: D1Database, current: Row, values: ColumnValues, alongside?: Alongside): Promise<Row> {
  const id = Number(current.id);
  const rule = boothDecision({ id, planned: Boolean(current.booth_hold_id), decision: current.booth_decision, status: current.quotation_status });
  if (!rule.ok) throw validationError(rule.message, rule.details.errors);
  const columns = Object.keys(values);
  const update = db
    .prepare(
      `UPDATE booth_reservations SET ${[...columns.map((c) => `${c} = ?`), `updated_at = ${NOW}`].join(", ")}
       WHERE id = ? AND booth_decision IS NULL AND COALESCE(quotation_status, '') <> 'withdrawn' RETURNING *`,
    )
    .bind(...Object.values(values), id);
  const changed = alongside?.({ sql: "(SELECT id FROM booth_reservations WHERE changes() = 1 AND id = ?)", params: [id] }) ?? [];
  const booths =
    values.booth_decision === "confirmed"
      ? db
          .prepare(
            `UPDATE booths SET state = 'booked', held_until = NULL,
               exhibitor = (SELECT CASE WHEN list_exhibitor = 1 THEN NULLIF(company_name, '') END FROM booth_reservations WHERE id = ?),
               exhibitor_en = (SELECT CASE WHEN list_exhibitor = 1 THEN NULLIF(company_name, '') END FROM booth_reservations WHERE id = ?),
               updated_at = ${NOW}
             WHERE booth_reservation_id = ? AND state = 'held'`,
          )
          .bind(id, id, id)
      : db
          .prepare(
            `UPDATE booths SET state = 'available', held_until = NULL, hold_id = NULL, booth_reservation_id = NULL, updated_at = ${NOW}
             WHERE booth_reservation_id = ? AND state = 'held'`,
          )
          .bind(id);
  const [updated] = await db.batch<Row>([update, ...changed, booths]);
  const row = updated?.results[0];
  if (row) return row;
  const message = `booking ${id} was answered already`;
  throw validationError(message, [{ path: ["booth_decision"], message }]);
}
