import * as v from "valibot";
import { LEAD_STATUSES, type LeadStatus } from "~/domain/leads";
import { bangkokMidnight } from "~/lib/dates";

/** The CSV download of the leads (a resource route beside the pages, see app/routes.ts). */
export const LEADS_EXPORT_PATH = "/leads-export";

export interface LeadFilters {
  status: LeadStatus | "";
  /** A trade show id, or "" for every show. */
  show: string;
  /** Bangkok days, YYYY-MM-DD, or "". */
  from: string;
  to: string;
  page: number;
}

const day = v.union([v.literal(""), v.pipe(v.string(), v.isoDate())]);
const FiltersSchema = v.object({
  status: v.fallback(v.picklist(["", ...LEAD_STATUSES]), ""),
  show: v.fallback(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/))]), ""),
  from: v.fallback(day, ""),
  to: v.fallback(day, ""),
  page: v.fallback(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number)), 1),
});

/** The filters in a leads page's URL; anything malformed falls back to "no filter" rather than an error page. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const raw = Object.fromEntries(["status", "show", "from", "to", "page"].map((name) => [name, params.get(name) ?? ""]));
  return v.parse(FiltersSchema, raw);
}


/**
 * The Strapi 4 filters for the leads received by the organizers a member runs: `trade_show.organizer` among
 * them (the service also scopes every read to what the member may see), then the page's own filters.
 */
export function leadQueryFilters(organizerIds: readonly number[], filters: LeadFilters): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ trade_show: { organizer: { id: { $in: organizerIds } } } }];
  if (filters.status) and.push({ lead_status: { $eq: filters.status } });
  if (filters.show) and.push({ trade_show: { id: { $eq: Number(filters.show) } } });
  if (filters.from) and.push({ createdAt: { $gte: bangkokMidnight(filters.from) } });
  if (filters.to) and.push({ createdAt: { $lt: bangkokMidnight(filters.to, 1) } });
  return { $and: and };
}

/** The list state as a query string, without empty filters and page 1: for paging, the CSV link and redirects. */
export function leadQuery(filters: LeadFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const name of ["status", "show", "from", "to"] as const) if (filters[name]) params.set(name, filters[name]);
  if (filters.page > 1) params.set("page", String(filters.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
