import { QUOTE_STATUS, type Party, type QuoteStatus } from "./quotation-status.ts";
import type { Decision, FieldChoices, FieldRights, Write } from "./request-rules.ts";

/**
 * One table of cases for the rules of app/domain/request-rules.ts, run against the module, its CommonJS bundle,
 * the embedded service over HTTP (test/worker/request-rules.test.ts) and a real Strapi (scripts/test-strapi.ts).
 */

/** Who writes: the member who sent the request, an owner of the venue it went to, or an owner who sent it to their own venue. */
export type Actor = "sender" | "receiver" | "both";

/** What the write comes to: the row's status and the stamps it carries afterwards, or a 400 on one attribute. */
export type Outcome = { status: 200; quotation_status: string; stamped: string[] } | { status: 400; path: string };

export interface SentRowCase {
  name: string;
  actor: Actor;
  /** The row before the write, as the API token set it. */
  row: { quotation_status: QuoteStatus; answer?: string };
  input: Write;
  expected: Outcome;
}

/** The field rights of a quotation to a venue that the cases touch (a test checks them against the model). */
export const REQUEST_RIGHTS: FieldRights = {
  event_name: undefined,
  user: "system",
  quotation_status: "receiver",
  answer: "receiver",
  read_at: "system",
  answered_at: "system",
};

/** The enumerations of a quotation to a venue that the cases touch. */
export const REQUEST_CHOICES: FieldChoices = { quotation_status: QUOTE_STATUS };

const ok = (quotation_status: QuoteStatus, stamped: string[] = []): Outcome => ({ status: 200, quotation_status, stamped });
const refused = (path: string): Outcome => ({ status: 400, path });

export const SENT_ROW_CASES: SentRowCase[] = [
  { name: "the receiver reads a request", actor: "receiver", row: { quotation_status: "sent" }, input: { quotation_status: "read" }, expected: ok("read", ["read_at"]) },
  {
    name: "the receiver answers with an answer",
    actor: "receiver",
    row: { quotation_status: "sent" },
    input: { quotation_status: "answered", answer: "ว่างค่ะ" },
    expected: ok("answered", ["read_at", "answered_at"]),
  },
  { name: "the receiver answers without an answer", actor: "receiver", row: { quotation_status: "read" }, input: { quotation_status: "answered", answer: "  " }, expected: refused("answer") },
  { name: "the receiver moves an answered request back", actor: "receiver", row: { quotation_status: "answered", answer: "ได้" }, input: { quotation_status: "read" }, expected: refused("quotation_status") },
  { name: "the receiver closes an answered request", actor: "receiver", row: { quotation_status: "answered", answer: "ได้" }, input: { quotation_status: "closed" }, expected: ok("closed") },
  { name: "the receiver edits what the sender wrote", actor: "receiver", row: { quotation_status: "sent" }, input: { event_name: "อื่น" }, expected: refused("event_name") },
  { name: "the receiver changes a closed request", actor: "receiver", row: { quotation_status: "closed" }, input: { answer: "แก้" }, expected: refused("quotation_status") },
  { name: "the sender withdraws a read request", actor: "sender", row: { quotation_status: "read" }, input: { quotation_status: "withdrawn" }, expected: ok("withdrawn") },
  { name: "the sender withdraws an answered request", actor: "sender", row: { quotation_status: "answered", answer: "ได้" }, input: { quotation_status: "withdrawn" }, expected: refused("quotation_status") },
  { name: "the sender closes their request", actor: "sender", row: { quotation_status: "sent" }, input: { quotation_status: "closed" }, expected: refused("quotation_status") },
  { name: "the sender answers their request", actor: "sender", row: { quotation_status: "sent" }, input: { answer: "ตอบเอง" }, expected: refused("answer") },
  { name: "the sender edits the request", actor: "sender", row: { quotation_status: "sent" }, input: { event_name: "แก้ชื่อ" }, expected: refused("event_name") },
  { name: "the sender's system field is dropped", actor: "sender", row: { quotation_status: "sent" }, input: { read_at: "2020-01-01T00:00:00.000Z" }, expected: ok("sent") },
  { name: "the sender's owner relation is dropped", actor: "sender", row: { quotation_status: "sent" }, input: { user: 1 }, expected: ok("sent") },
  { name: "the sender sets a null status", actor: "sender", row: { quotation_status: "sent" }, input: { quotation_status: null }, expected: refused("quotation_status") },
  { name: "the receiver sets a null status", actor: "receiver", row: { quotation_status: "answered", answer: "ได้" }, input: { quotation_status: null }, expected: refused("quotation_status") },
  { name: "the receiver sets an unknown status", actor: "receiver", row: { quotation_status: "sent" }, input: { quotation_status: "replied" }, expected: refused("quotation_status") },
  { name: "the receiver moves an answered request back to sent", actor: "receiver", row: { quotation_status: "answered", answer: "ได้" }, input: { quotation_status: "sent" }, expected: refused("quotation_status") },
  { name: "the receiver clears the answer of an answered request", actor: "receiver", row: { quotation_status: "answered", answer: "ได้" }, input: { answer: null }, expected: refused("answer") },
  { name: "the receiver blanks the answer of an answered request", actor: "receiver", row: { quotation_status: "answered", answer: "ได้" }, input: { answer: " " }, expected: refused("answer") },
  { name: "an owner answers a request they sent to their venue", actor: "both", row: { quotation_status: "sent" }, input: { quotation_status: "answered", answer: "ตอบเอง" }, expected: refused("answer") },
  { name: "an owner marks their own request read", actor: "both", row: { quotation_status: "sent" }, input: { quotation_status: "read" }, expected: refused("quotation_status") },
  { name: "an owner withdraws a request they sent to their venue", actor: "both", row: { quotation_status: "sent" }, input: { quotation_status: "withdrawn" }, expected: ok("withdrawn") },
];

/** The sides a member on `actor`'s side is on. */
export const partiesOf = (actor: Actor): Party[] => (actor === "both" ? ["sender", "receiver"] : [actor]);

/** A decision of the rules as the outcome the HTTP API would answer. */
export function outcomeOf(decision: Decision<Write>, row: SentRowCase["row"]): Outcome {
  if (!decision.ok) return refused(decision.details.errors[0]?.path.join(".") ?? "");
  const status = decision.write.quotation_status ?? row.quotation_status;
  return ok(status as QuoteStatus, ["read_at", "answered_at"].filter((stamp) => decision.write[stamp] !== undefined));
}

/** The field rights and enumerations of a booking's lead, which the organizer (its receiver) follows up. */
export const LEAD_RIGHTS: FieldRights = { booth_reservation: undefined, owner: "system", lead_status: "receiver", note: "receiver" };
export const LEAD_CHOICES: FieldChoices = { lead_status: ["new", "in-progress", "replied", "closed"] };

/** The organizer's write to a new lead: the status it then has, or a 400 on one attribute. */
export interface LeadCase {
  name: string;
  input: Write;
  expected: { status: 200; lead_status: string } | { status: 400; path: string };
}

export const LEAD_CASES: LeadCase[] = [
  { name: "lead status moved", input: { lead_status: "in-progress", note: "โทรกลับวันจันทร์" }, expected: { status: 200, lead_status: "in-progress" } },
  { name: "lead note alone", input: { note: "ส่งใบเสนอราคาแล้ว" }, expected: { status: 200, lead_status: "new" } },
  { name: "lead status null", input: { lead_status: null }, expected: { status: 400, path: "lead_status" } },
  { name: "lead status unknown", input: { lead_status: "won" }, expected: { status: 400, path: "lead_status" } },
];

/** A decision on a new lead (status "new") as the outcome the HTTP API would answer. */
export function leadOutcomeOf(decision: Decision<Write>): LeadCase["expected"] {
  if (!decision.ok) return { status: 400, path: decision.details.errors[0]?.path.join(".") ?? "" };
  return { status: 200, lead_status: String(decision.write.lead_status ?? "new") };
}

export interface BoothCase {
  name: string;
  quantity: number;
  reserved: number;
  count: number;
  expected: { status: 200 } | { status: 400; message: string };
}

export const BOOTH_CASES: BoothCase[] = [
  { name: "the last booth is taken", quantity: 3, reserved: 2, count: 1, expected: { status: 200 } },
  { name: "all that is left is taken", quantity: 5, reserved: 1, count: 4, expected: { status: 200 } },
  { name: "a sold-out type", quantity: 3, reserved: 3, count: 1, expected: { status: 400, message: "This booth type is sold out" } },
  { name: "more than is left", quantity: 5, reserved: 3, count: 3, expected: { status: 400, message: "Only 2 booths of this type are left, 3 requested" } },
  { name: "a type with no booths", quantity: 0, reserved: 0, count: 1, expected: { status: 400, message: "This booth type is sold out" } },
];

/** A booth reservation the organizer confirmed (answered) keeps its booths; before that, withdrawing gives them back. */
export interface BoothReleaseCase {
  name: string;
  row: { quotation_status: QuoteStatus; answer?: string };
  input: Write;
  expected: { status: 200 | 400; released: boolean };
}

export const BOOTH_RELEASE_CASES: BoothReleaseCase[] = [
  { name: "the sender withdraws a reservation not yet confirmed", row: { quotation_status: "read" }, input: { quotation_status: "withdrawn" }, expected: { status: 200, released: true } },
  { name: "the sender releases a confirmed booth", row: { quotation_status: "answered", answer: "ยืนยัน" }, input: { quotation_status: "withdrawn" }, expected: { status: 400, released: false } },
  { name: "the sender releases a confirmed booth through a null status", row: { quotation_status: "answered", answer: "ยืนยัน" }, input: { quotation_status: null }, expected: { status: 400, released: false } },
];

/** A file the sender uploaded: deleted while no request holds it, refused once a sent request does. */
export const ATTACHMENT_CASES = [
  { name: "the sender deletes a file no request holds", attached: false, expected: { status: 200 } },
  { name: "the sender deletes an attachment of a sent request", attached: true, expected: { status: 400 } },
] as const;
