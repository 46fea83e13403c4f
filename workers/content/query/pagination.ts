import { invalidParam } from "../errors";
import { isRecord } from "./parse";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `withCount`: whether the answer counts every match (Strapi's `pagination[withCount]`, true unless "false"). */
export type Pagination = (
  | { style: "page"; page: number; pageSize: number; limit: number; offset: number }
  | { style: "offset"; start: number; limit: number; offset: number }
) & { withCount: boolean };

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount?: number; total?: number }
  | { start: number; limit: number; total?: number };

function integer(value: unknown, key: string, min: number): number {
  const text = String(value);
  if (typeof value !== "string" || !/^-?\d{1,9}$/.test(text) || Number(text) < min) {
    throw invalidParam(["pagination", key], `Invalid '${key}' parameter: expected an integer >= ${min}`);
  }
  return Number(text);
}

function withCountOf(value: unknown): boolean {
  if (value === undefined || value === "true" || value === true) return true;
  if (value === "false" || value === false) return false;
  throw invalidParam(["pagination", "withCount"], "Invalid 'withCount' parameter: expected true or false");
}

/**
 * `pagination[page]/[pageSize]` or `pagination[start]/[limit]`, as Strapi v4 reads them (pageSize capped at 100),
 * and `pagination[withCount]=false`, which leaves the count (and the total and page count) out.
 */
export function readPagination(raw: unknown): Pagination {
  if (raw === undefined) return { style: "page", page: 1, pageSize: DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE, offset: 0, withCount: true };
  if (!isRecord(raw)) throw invalidParam(["pagination"], "Pagination must be an object");
  const withCount = withCountOf(raw.withCount);
  for (const key of Object.keys(raw)) {
    if (!["page", "pageSize", "start", "limit", "withCount"].includes(key)) throw invalidParam(["pagination", key], `Invalid key ${key}`);
  }
  const pageStyle = raw.page !== undefined || raw.pageSize !== undefined;
  const offsetStyle = raw.start !== undefined || raw.limit !== undefined;
  if (pageStyle && offsetStyle) {
    throw invalidParam(["pagination"], "Invalid pagination parameters. Expected either start/limit or page/pageSize");
  }
  if (offsetStyle) {
    const start = raw.start === undefined ? 0 : integer(raw.start, "start", 0);
    const requested = raw.limit === undefined ? DEFAULT_PAGE_SIZE : integer(raw.limit, "limit", -1);
    // limit=-1 means "everything" in Strapi; the cap still applies.
    const limit = requested === -1 || requested > MAX_PAGE_SIZE ? MAX_PAGE_SIZE : requested;
    return { style: "offset", start, limit, offset: start, withCount };
  }
  const page = raw.page === undefined ? 1 : integer(raw.page, "page", 1);
  const pageSize = Math.min(raw.pageSize === undefined ? DEFAULT_PAGE_SIZE : integer(raw.pageSize, "pageSize", 1), MAX_PAGE_SIZE);
  return { style: "page", page, pageSize, limit: pageSize, offset: (page - 1) * pageSize, withCount };
}

/** The answer's `meta.pagination`; without a count (`total` null) it names the page only, as Strapi v4 does. */
export function paginationMeta(pagination: Pagination, total: number | null): PaginationMeta {
  if (pagination.style === "offset") return total === null ? { start: pagination.start, limit: pagination.limit } : { start: pagination.start, limit: pagination.limit, total };
  if (total === null) return { page: pagination.page, pageSize: pagination.pageSize };
  return {
    page: pagination.page,
    pageSize: pagination.pageSize,
    pageCount: Math.ceil(total / pagination.pageSize),
    total,
  };
}
