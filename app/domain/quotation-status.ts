/** The life of a request, in order; `withdrawn` is the sender's way out. */
export const QUOTE_STATUS = ["sent", "read", "answered", "closed", "withdrawn"] as const;

/**
 * The life of a quotation request (docs/decisions/024-listing-owners-and-quotation-status.md). The receiver (an owner of the
 * listing that received it) moves it forward: sent → read → answered → closed, skipping steps if they like.
 * The sender may only withdraw it, and only before it is answered. closed and withdrawn are final.
 */
export type QuoteStatus = (typeof QUOTE_STATUS)[number];
export type Party = "sender" | "receiver";

const FORWARD: Record<QuoteStatus, readonly QuoteStatus[]> = {
  sent: ["read", "answered", "closed"],
  read: ["answered", "closed"],
  answered: ["closed"],
  closed: [],
  withdrawn: [],
};

const WITHDRAWABLE: readonly QuoteStatus[] = ["sent", "read"];

export const isQuoteStatus = (value: unknown): value is QuoteStatus => (QUOTE_STATUS as readonly unknown[]).includes(value);

export const isFinal = (status: QuoteStatus) => FORWARD[status].length === 0;

/** Where `party` may move a request that is `from`. */
export function nextStatuses(from: QuoteStatus, party: Party): QuoteStatus[] {
  if (party === "receiver") return [...FORWARD[from]];
  return WITHDRAWABLE.includes(from) ? ["withdrawn"] : [];
}

/** Whether any of `parties` (a member can be both sender and receiver) may move `from` to `to`. */
export function canMove(from: QuoteStatus, to: QuoteStatus, parties: readonly Party[]): boolean {
  return parties.some((party) => nextStatuses(from, party).includes(to));
}

/** The timestamps a move sets: when the receiver first read it and when they answered. */
export function stampsFor(to: QuoteStatus, current: { read_at?: unknown }, now: string): { read_at?: string; answered_at?: string } {
  const read = current.read_at ? {} : { read_at: now };
  if (to === "read") return read;
  if (to === "answered") return { ...read, answered_at: now };
  return {};
}
