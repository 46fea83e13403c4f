import { LISTING_KINDS, LISTINGS, quotationReference } from "~/domain/listings";
import { bookingReference } from "~/domain/references";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { pagePath } from "~/lib/paths";

/** The request a log entry is about, as its owner knows it: the reference and where to open it. */
export interface LoggedRequest {
  reference: string;
  /** Unprefixed path of the request in the company inbox, or of the booth leads. */
  path: string;
}

/**
 * The request an entry's `meta` names (`{"collection": "quotation-venues", "id": 12}`, written by the service,
 * workers/content/received-log.ts): QV-000012 and its page in the venue inbox; a booth booking BR-000034 and the
 * leads. Anything else (a sign-in, an entry of a newer version) names none.
 */
export function loggedRequest(meta: unknown): LoggedRequest | null {
  if (typeof meta !== "object" || meta === null) return null;
  const { collection, id } = meta as { collection?: unknown; id?: unknown };
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1) return null;
  if (collection === "booth-reservations") return { reference: bookingReference(id), path: pagePath("quotationProfileLeads") };
  const kind = LISTING_KINDS.find((k) => LISTINGS[k].quotation.plural === collection);
  return kind ? { reference: quotationReference(kind, id), path: pagePath(LISTING_PAGES[kind].inbox, { query: { id } }) } : null;
}
