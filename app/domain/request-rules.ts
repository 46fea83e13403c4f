import { canMove, isFinal, isQuoteStatus, QUOTE_STATUS, stampsFor, type Party } from "./quotation-status.ts";

/**
 * The rules of members' writes, as decisions over plain data: members' own rows, quotation requests once sent
 * and the last booth of a type. The embedded content service calls them and the Strapi export bundles this file
 * into its controllers (scripts/export-strapi.ts), so both refuse with the same 400 and the same message.
 */

export interface Issue {
  path: string[];
  message: string;
}

/** A refused write: the message and details of Strapi's ValidationError. */
export interface Refusal {
  ok: false;
  message: string;
  details: { errors: Issue[] };
}

export type Decision<T> = { ok: true; write: T } | Refusal;
export type Write = Record<string, unknown>;

const refuse = (message: string, issues: Issue[]): Refusal => ({ ok: false, message, details: { errors: issues } });
const allow = <T>(write: T): Decision<T> => ({ ok: true, write });

/** Who sets a field (FieldDef.setBy); unset means whoever may write the row. */
export type SetBy = "sender" | "receiver" | "system";
/** Who writes: the API token (`system`), an owner of the receiving listing, or the member or visitor sending. */
export type Writer = "system" | "receiver" | "sender";
/** Each attribute's `setBy`, by attribute name. */
export type FieldRights = Readonly<Record<string, SetBy | undefined>>;
/** The values each enumeration takes, by attribute name. */
export type FieldChoices = Readonly<Record<string, readonly string[]>>;

export const maySet = (setBy: SetBy | undefined, writer: Writer): boolean =>
  writer === "system" || (setBy !== "system" && !(writer === "sender" && setBy === "receiver"));

/** The input without the fields `writer` may not set: dropped, as Strapi 4 drops what a role may not write. */
export function settable(input: Write, rights: FieldRights, writer: Writer): Write {
  return Object.fromEntries(Object.entries(input).filter(([name]) => maySet(rights[name], writer)));
}

/** A member writes their own rows: what a sender may set, and the owner relation is always the member. */
export function memberWrite(input: Write, rights: FieldRights, owner: string, memberId: number): Write {
  return { ...settable(input, rights, "sender"), [owner]: memberId };
}

const STATUS = "quotation_status";
const ANSWER = "answer";

/** The sides a member acts on: a sender is never their own receiver, so an owner cannot answer their own request. */
export const actingSides = (parties: readonly Party[]): Party[] => (parties.includes("sender") ? ["sender"] : [...parties]);

/** What a party may change once a row is sent: the receiver its `receiver` fields, the sender the withdrawal. */
export function changeableOnceSent(rights: FieldRights, parties: readonly Party[]): string[] {
  return Object.keys(rights).filter(
    (name) => (parties.includes("receiver") && rights[name] === "receiver") || (parties.includes("sender") && name === STATUS),
  );
}

/** What the rules read of the stored row. */
export interface SentRow {
  quotation_status?: unknown;
  answer?: unknown;
  read_at?: unknown;
}

export interface SentChange {
  /** The sides the member is on: the sender, an owner of the receiving listing, or both. */
  parties: readonly Party[];
  row: SentRow;
  input: Write;
  rights: FieldRights;
  choices: FieldChoices;
  /** The time a move stamps, as an ISO string. */
  now: string;
}

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";
/** Whether a write sets an attribute, to null included. */
const given = (write: Write, name: string) => write[name] !== undefined;

/**
 * A member's update of a sent row: only the fields their side may change, only known values for the
 * enumerations the receiver sets (a lead's status too), only the status moves app/domain/quotation-status.ts
 * allows, an answer for an answered request, and the timestamps the move sets.
 */
export function sentRowUpdate({ parties, row, input, rights, choices, now }: SentChange): Decision<Write> {
  const sides = actingSides(parties);
  const write = settable(input, rights, "receiver");
  const allowed = changeableOnceSent(rights, sides);
  const changed = Object.keys(write).filter((name) => write[name] !== undefined);
  const refused = changed.filter((name) => !allowed.includes(name));
  if (refused.length) {
    return refuse(
      `${refused.join(", ")} cannot be changed once the request is sent`,
      refused.map((name) => ({ path: [name], message: `${name} cannot be changed once the request is sent` })),
    );
  }
  // The form's validation lets null through for a field that is not required; a receiver's choice is never empty.
  const unknown = changed.filter((name) => rights[name] === "receiver" && choices[name] && !choices[name].includes(write[name] as string));
  if (unknown.length) {
    return refuse(
      unknown.map((name) => `${String(write[name])} is not a ${name}`).join(", "),
      unknown.map((name) => ({ path: [name], message: `${name} must be one of ${choices[name]!.join(", ")}` })),
    );
  }
  if (!(STATUS in rights)) return allow(write);
  const current = row.quotation_status;
  if (!isQuoteStatus(current)) return refuse("This request has no known status and cannot change", [{ path: [STATUS], message: `Unknown status ${String(current)}` }]);
  const next = given(write, STATUS) ? write[STATUS] : current;
  // Null or an unknown value would leave the state machine, after which any move would pass.
  if (!isQuoteStatus(next)) return refuse(`${String(next)} is not a request status`, [{ path: [STATUS], message: `${STATUS} must be one of ${QUOTE_STATUS.join(", ")}` }]);
  if (changed.length && isFinal(current)) return refuse(`This request is ${current} and can no longer change`, [{ path: [STATUS], message: `The request is ${current}` }]);
  if (next !== current && !canMove(current, next, sides)) {
    return refuse(`A ${current} request cannot become ${next}`, [{ path: [STATUS], message: `Cannot move from ${current} to ${next}` }]);
  }
  if (next === "answered" && !hasText(given(write, ANSWER) ? write[ANSWER] : row.answer)) {
    return refuse("An answered request needs an answer", [{ path: [ANSWER], message: "answer must not be empty" }]);
  }
  return allow(next === current ? write : { ...write, ...stampsFor(next, row, now) });
}

/** A booth type's stock: how many booths its floor plan has and how many reservations hold. */
export interface BoothStock {
  quantity: number;
  booths_reserved?: number | null;
}

export const boothsLeft = (stock: BoothStock): number => stock.quantity - (stock.booths_reserved ?? 0);

/** The last-booth rule: a reservation takes `count` booths of a type only while that many are left. */
export function boothReservation(stock: BoothStock, count: number): Decision<{ booth_count: number }> {
  const left = boothsLeft(stock);
  if (left >= count) return allow({ booth_count: count });
  const message = left <= 0 ? "This booth type is sold out" : `Only ${left} booths of this type are left, ${count} requested`;
  return refuse(message, [{ path: ["booth_count"], message }]);
}

/** Whether a status change gives a reservation's booths back to its type: the move that withdraws it. */
export const releasesBooths = (from: unknown, to: unknown): boolean => to === "withdrawn" && from !== "withdrawn";

export { BOOTH_HOLD_MS, boothNumbersOf } from "./booths.ts";

/** A booking as the organizer's answer to its numbered booths sees it. */
export interface BoothBooking {
  id: number;
  /** Whether it books numbered booths of a plan (it took a hold). */
  planned: boolean;
  decision: unknown;
  status: unknown;
}

/** The organizer answers a booking of numbered booths once, and not once the exhibitor withdrew it. */
export function boothDecision(booking: BoothBooking): Decision<null> {
  const message = !booking.planned
    ? "booth_decision answers bookings of numbered booths only"
    : booking.decision
      ? `booking ${booking.id} was ${String(booking.decision)} already`
      : booking.status === "withdrawn"
        ? `booking ${booking.id} was withdrawn`
        : null;
  return message ? refuse(message, [{ path: ["booth_decision"], message }]) : allow(null);
}

/**
 * Whether a member may delete a file they uploaded: not while a request they sent holds it as an attachment,
 * which its receiver reads. `holders` name those requests (`quotation-venues 12`).
 */
export function attachmentDeletion(holders: readonly string[]): Decision<null> {
  if (!holders.length) return allow(null);
  const message = `This file is attached to a sent request (${holders.join(", ")}) and cannot be deleted`;
  return refuse(message, [{ path: ["file"], message }]);
}
