import { bangkokMidnight } from "~/lib/dates";
import { parsePage } from "~/lib/pagination";
import { isQuoteStatus, type QuoteStatus } from "~/domain/quotation-status";
import type { ListingKind } from "~/domain/listings";

/**
 * The inbox's URL state (`?status=sent&listing=3&from=2026-11-01&until=2026-11-30&page=2`) and the Strapi query
 * it makes. Anything that does not parse is dropped rather than refused: a hand-edited link shows more, never
 * an error. A listing filter may only name a listing the member runs.
 */
export interface InboxFilters {
  status: QuoteStatus | "";
  listing: number | null;
  from: string;
  until: string;
  page: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null) => (value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "");

export function parseInboxFilters(params: URLSearchParams, ownedIds: readonly number[]): InboxFilters {
  const status = params.get("status") ?? "";
  const listing = Number(params.get("listing"));
  return {
    status: isQuoteStatus(status) ? status : "",
    listing: ownedIds.includes(listing) ? listing : null,
    from: validDay(params.get("from")),
    until: validDay(params.get("until")),
    page: parsePage(params.get("page")),
  };
}


/** The `filters` of a Strapi query: always within the member's own listings of this kind. */
export function inboxQueryFilters(kind: ListingKind, filters: InboxFilters, ownedIds: readonly number[]) {
  const target = kind;
  const and: Record<string, unknown>[] = [{ [target]: { id: { $in: filters.listing ? [filters.listing] : [...ownedIds] } } }];
  if (filters.status) and.push({ quotation_status: { $eq: filters.status } });
  if (filters.from) and.push({ createdAt: { $gte: bangkokMidnight(filters.from) } });
  if (filters.until) and.push({ createdAt: { $lt: bangkokMidnight(filters.until, 1) } });
  return { $and: and };
}

/** The overview reads this many requests of a kind at most: their statuses count the new ones too. */
export const OVERVIEW_ROWS = 100;

/**
 * New (unopened) requests among the rows of one read, when that read held the whole inbox of its kind (`total`
 * rows); null when it did not, and the new ones need a count of their own.
 */
export function freshAmong(statuses: readonly unknown[], total: number): number | null {
  return statuses.length >= total ? statuses.filter((status) => status === "sent").length : null;
}

/** The filters as a query string (page left out unless asked), for links that keep them. */
export function inboxSearch(filters: InboxFilters, extra: Record<string, string | number | null> = {}): Record<string, string | number | null> {
  return {
    status: filters.status || null,
    listing: filters.listing,
    from: filters.from || null,
    until: filters.until || null,
    ...extra,
  };
}
