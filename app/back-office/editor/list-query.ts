import type { CollectionDef } from "~/model/model";
import { filterFieldsOf, titleFieldOf } from "./collections";

import { type ListQuery, type ListSort, SORTS, STATUSES } from "./list-options";

/** A collection list's GET parameters (`q`, `status`, one per filter field, `sort`, `page`), read leniently: a value that is no filter is ignored. */
export const LIST_PAGE_SIZE = 25;
/** The longest search text of a list (its box's maxLength). */
export const LIST_QUERY_MAX = 200;


const isOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

function filterValue(collection: CollectionDef, name: string, value: string): string | null {
  const field = collection.fields[name];
  if (!field) return null;
  if (field.type === "enumeration") return field.enum?.includes(value) ? value : null;
  if (field.type === "boolean") return value === "true" || value === "false" ? value : null;
  // A master-data value: whatever the list holds, within the field's length (an unknown one finds nothing).
  if (field.masterData) return value.trim() && value.length <= (field.maxLength ?? 80) ? value : null;
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
    q: (params.get("q") ?? "").trim().slice(0, LIST_QUERY_MAX),
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
