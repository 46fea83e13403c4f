import { QUOTATION_PLURALS } from "../../app/domain/listings";
import { sha256Hex } from "../../app/lib/hex";
import type { Row } from "../content/repository";
import type { MailMessage } from "../mail/mail-message";
import type { OutboxMail } from "../mail/mail-producer";

/**
 * The marketplace updates that mail someone, told from the stored row alone: a Strapi webhook carries the entry as
 * it is now, never as it was. Each move names what it settled (a claim's decision, a change's decision, a request
 * answered, a booking's booths decided, a lead's status), and its mails take ids from that name, so the outbox keeps
 * them once (docs/decisions/053): a webhook Strapi delivers again, a later edit of the entry, and the webhook of a
 * write the portal's proxy made and mailed itself (the proxy names its mails the same way) all mail nobody again.
 */
export interface SettledMove {
  /** The row before the move, as the mail builders compare it (workers/content/write-mail.ts, marketTelling). */
  before: Row;
  /** What the move settled, for its mails' ids. */
  name: string;
}

const QUOTATIONS = new Set(QUOTATION_PLURALS);
const DECIDED = new Set(["approved", "declined"]);

/** The move that brought `row` of `plural` where it is, when that move mails someone; null otherwise. */
export function settledMove(plural: string, row: Row): SettledMove | null {
  // A claim and a listing change are decided once: a later decision mails nobody, as through the portal.
  if (plural === "contract-forms" && row.request_kind === "claim" && DECIDED.has(String(row.claim_decision))) {
    return { before: { ...row, claim_decision: null }, name: "claim-decision" };
  }
  if (plural === "listing-changes" && DECIDED.has(String(row.change_status))) return { before: { ...row, change_status: "waiting" }, name: "decision" };
  if (QUOTATIONS.has(plural) && row.quotation_status === "answered") return { before: { ...row, quotation_status: "read" }, name: "answered" };
  if (plural === "booth-reservations" && (row.booth_decision === "confirmed" || row.booth_decision === "declined")) {
    return { before: { ...row, booth_decision: null }, name: `booth-decision:${row.booth_decision}` };
  }
  if (plural === "leads-from-reservations" && typeof row.lead_status === "string" && row.lead_status !== "new") {
    return { before: { ...row, lead_status: "new" }, name: `lead-status:${row.lead_status}` };
  }
  return null;
}

/** The mails of a settled move, with ids from the entry and the move: the same mails whoever composes them, whenever. */
export function settledMails(plural: string, id: number, move: SettledMove, mails: MailMessage[]): Promise<OutboxMail[]> {
  return Promise.all(mails.map(async (message, i) => ({ id: await sha256Hex(JSON.stringify(["settled", plural, id, move.name, i])), message })));
}
