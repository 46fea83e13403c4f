import { BOOTH_HOLD_MS, boothNumbersOf } from "../../app/domain/booths";
import { bangkokToday } from "../../app/lib/dates";
import { validationError } from "./errors";
import type { ColumnValues, Row } from "./repository";

/**
 * Holding numbered booths (docs/decisions/066). One batch: the hold is written only while every named booth of
 * the show is free for this member, the booths turn held only when it was, and the member's older holds of the
 * show give back what the new one did not take. D1 runs one statement at a time, so of many members pressing at
 * once exactly one holds a booth. Times are the real clock's, passed in so a test can move it.
 */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A show that takes bookings; its two parameters are today in Bangkok. */
export const OPEN_SHOW = `ts.published_at IS NOT NULL AND ts.reservation_open = 1 AND ts.end_date >= ?
  AND (ts.reservation_deadline IS NULL OR ts.reservation_deadline >= ?)`;

/**
 * A booth (alias `b`) that the member of the first parameter may hold at the instant of the second: available,
 * held by a hold that ran out and that no booking took, or held by one of their own holds that no booking took.
 */
const FREE_FOR = `b.published_at IS NOT NULL AND (b.state = 'available' OR (b.state = 'held' AND b.booth_reservation_id IS NULL
  AND (b.hold_id IN (SELECT id FROM booth_holds WHERE user_id = ?) OR (b.held_until IS NOT NULL AND b.held_until <= ?))))`;

/** Strapi's ValidationError on `trade_show` for a show that takes no bookings today. */
export function closedShow(showId: unknown) {
  const message = `trade_show ${String(showId)} is not taking booth reservations`;
  return validationError(message, [{ path: ["trade_show"], message }]);
}

/** Whether the show takes bookings on `today` (Bangkok), as the writes' own condition says. */
export async function takesBookings(db: D1Database, showId: number, today: string): Promise<boolean> {
  const show = await db.prepare(`SELECT (${OPEN_SHOW}) AS open FROM trade_shows ts WHERE ts.id = ?`).bind(today, today, showId).first<{ open: number }>();
  return show?.open === 1;
}

const marks = (list: readonly unknown[]) => list.map(() => "?").join(", ");

export async function holdBooths(db: D1Database, values: ColumnValues, now = new Date()): Promise<Row> {
  const numbers = boothNumbersOf(String(values.booth_numbers ?? ""));
  if (!numbers) {
    const message = "booth_numbers must name 1 to 12 booths";
    throw validationError(message, [{ path: ["booth_numbers"], message }]);
  }
  const userId = Number(values.user_id);
  const showId = Number(values.trade_show_id);
  const at = now.toISOString();
  const until = new Date(now.getTime() + BOOTH_HOLD_MS).toISOString();
  const today = bangkokToday();
  const hold = db
    .prepare(
      `INSERT INTO booth_holds (user_id, trade_show_id, booth_numbers, expires_at)
       SELECT ?, ts.id, ?, ? FROM trade_shows ts
       WHERE ts.id = ? AND ${OPEN_SHOW}
         AND (SELECT COUNT(*) FROM booths b WHERE b.trade_show_id = ts.id AND b.number IN (${marks(numbers)}) AND ${FREE_FOR}) = ?
       RETURNING *`,
    )
    .bind(userId, numbers.join(", "), until, showId, today, today, ...numbers, userId, at, numbers.length);
  const take = db
    .prepare(
      `UPDATE booths SET state = 'held', held_until = ?, hold_id = last_insert_rowid(), updated_at = ${NOW}
       WHERE trade_show_id = ? AND number IN (${marks(numbers)}) AND changes() = 1`,
    )
    .bind(until, showId, ...numbers);
  const giveBack = db
    .prepare(
      `UPDATE booths SET state = 'available', held_until = NULL, hold_id = NULL, updated_at = ${NOW}
       WHERE trade_show_id = ? AND state = 'held' AND booth_reservation_id IS NULL AND hold_id <> last_insert_rowid()
         AND hold_id IN (SELECT id FROM booth_holds WHERE user_id = ? AND trade_show_id = ?) AND changes() > 0`,
    )
    .bind(showId, userId, showId);
  const [held] = await db.batch<Row>([hold, take, giveBack]);
  const row = held?.results[0];
  if (row) return row;
  throw await whyNotHeld(db, showId, numbers, userId, at, today);
}

/** The reason a hold was not written, as Strapi's ValidationError on the attribute at fault. */
async function whyNotHeld(db: D1Database, showId: number, numbers: string[], userId: number, at: string, today: string) {
  if (!(await takesBookings(db, showId, today))) return closedShow(showId);
  const { results } = await db
    .prepare(`SELECT b.number, (${FREE_FOR}) AS free FROM booths b WHERE b.trade_show_id = ? AND b.number IN (${marks(numbers)})`)
    .bind(userId, at, showId, ...numbers)
    .all<{ number: string; free: number }>();
  const found = new Map(results.map((r) => [r.number, r.free === 1]));
  const missing = numbers.filter((n) => !found.has(n));
  const taken = numbers.filter((n) => found.get(n) === false);
  const message = missing.length
    ? `No booth ${missing.join(", ")} on the plan of trade_show ${showId}`
    : taken.length
      ? `Booth ${taken.join(", ")} is no longer available`
      : "The booths changed while holding them; try again";
  return validationError(message, [{ path: ["booth_numbers"], message }]);
}

/** What a booking with a hold takes from it: the hold's booths, their numbers and count; null when it is not the member's live hold. */
export async function heldBooths(db: D1Database, holdId: number, userId: number): Promise<{ numbers: string; count: number; typeId: number | null } | null> {
  const row = await db
    .prepare(
      `SELECT h.booth_numbers AS numbers, COUNT(b.id) AS count, MIN(b.booth_type_id) AS typeId
       FROM booth_holds h JOIN booths b ON b.hold_id = h.id
       WHERE h.id = ? AND h.user_id = ? GROUP BY h.id`,
    )
    .bind(holdId, userId)
    .first<{ numbers: string; count: number; typeId: number | null }>();
  return row && row.count > 0 ? row : null;
}
