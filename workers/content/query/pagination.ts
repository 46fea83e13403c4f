import { invalidParam } from "../errors";
import { isRecord } from "./parse";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type Pagination =
  | { style: "page"; page: number; pageSize: number; limit: number; offset: number }
  | { style: "offset"; start: number; limit: number; offset: number };

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount: number; total: number }
  | { start: number; limit: number; total: number };

function integer(value: unknown, key: string, min: number): number {
  const text = String(value);
  if (typeof value !== "string" || !/^-?\d{1,9}$/.test(text) || Number(text) < min) {
    throw invalidParam(["pagination", key], `Invalid '${key}' parameter: expected an integer >= ${min}`);
  }
  return Number(text);
}

/** `pagination[page]/[pageSize]` or `pagination[start]/[limit]`, as Strapi v4 reads them (pageSize capped at 100). */
export function readPagination(raw: unknown): Pagination {
  if (raw === undefined) return { style: "page", page: 1, pageSize: DEFAULT_PAGE_SIZE, limit: DEFAULT_PAGE_SIZE, offset: 0 };
  if (!isRecord(raw)) throw invalidParam(["pagination"], "Pagination must be an object");
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
    return { style: "offset", start, limit, offset: start };
  }
  const page = raw.page === undefined ? 1 : integer(raw.page, "page", 1);
  const pageSize = Math.min(raw.pageSize === undefined ? DEFAULT_PAGE_SIZE : integer(raw.pageSize, "pageSize", 1), MAX_PAGE_SIZE);
  return { style: "page", page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export function paginationMeta(pagination: Pagination, total: number): PaginationMeta {
  if (pagination.style === "offset") return { start: pagination.start, limit: pagination.limit, total };
  return {
    page: pagination.page,
    pageSize: pagination.pageSize,
    pageCount: Math.ceil(total / pagination.pageSize),
    total,
  };
}
