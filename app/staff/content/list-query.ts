import type { CollectionDef } from "~/model/model";
import { filterFieldsOf, titleFieldOf } from "./collections";

/** A collection list's GET parameters (`q`, `status`, one per filter field, `sort`, `page`), read leniently: a value that is no filter is ignored. */
export const LIST_PAGE_SIZE = 25;
export const STATUSES = ["all", "draft", "published"] as const;
export const SORTS = { updatedDesc: "updatedAt:desc", updatedAsc: "updatedAt:asc", createdDesc: "createdAt:desc", titleAsc: "title" } as const;

export type ListStatus = (typeof STATUSES)[number];
export type ListSort = keyof typeof SORTS;

export interface ListQuery {
  q: string;
  status: ListStatus;
  /** Filter field -> the value chosen (an option, a related id, "true"/"false"). */
  filters: Record<string, string>;
  sort: ListSort;
  page: number;
}

const isOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

function filterValue(collection: CollectionDef, name: string, value: string): string | null {
  const field = collection.fields[name];
  if (!field) return null;
  if (field.type === "enumeration") return field.enum?.includes(value) ? value : null;
  if (field.type === "boolean") return value === "true" || value === "false" ? value : null;
  return /^[1-9]\d{0,9}$/.test(value) ? value : null;
}

export function parseListQuery(collection: CollectionDef, params: URLSearchParams): ListQuery {
  const filters: Record<string, string> = {};
  for (const [name] of filterFieldsOf(collection)) {
    const value = filterValue(collection, name, params.get(name) ?? "");
    if (value !== null) filters[name] = value;
  }
  const status = params.get("status");
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: isOf(STATUSES, status) ? status : "all",
    filters,
    sort: isOf(Object.keys(SORTS) as ListSort[], sort) ? sort : "updatedDesc",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The Strapi query of a list: drafts included (the API token's preview), searched on both halves of the title. */
export function strapiListQuery(collection: CollectionDef, query: ListQuery): Record<string, unknown> {
  const title = titleFieldOf(collection);
  const and: Record<string, unknown>[] = [];
  if (query.q) {
    const halves = collection.fields[title]?.localized ? [title, `${title}_en`] : [title];
    and.push({ $or: halves.map((half) => ({ [half]: { $containsi: query.q } })) });
  }
  if (query.status !== "all") and.push({ publishedAt: { [query.status === "draft" ? "$null" : "$notNull"]: true } });
  for (const [name, value] of Object.entries(query.filters)) {
    const field = collection.fields[name];
    and.push({ [name]: field?.type === "relation" ? { id: { $eq: Number(value) } } : { $eq: value } });
  }
  const sort = SORTS[query.sort] === "title" ? `${title}:asc` : SORTS[query.sort];
  return {
    publicationState: "preview",
    ...(and.length > 0 ? { filters: { $and: and } } : {}),
    sort: [sort],
    pagination: { page: query.page, pageSize: LIST_PAGE_SIZE },
  };
}

/** The list's own address with `query` and another page. */
export function listSearch(query: ListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status !== "all") params.set("status", query.status);
  for (const [name, value] of Object.entries(query.filters)) params.set(name, value);
  if (query.sort !== "updatedDesc") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
