/** The choices of a collection list's status and sort selects (the page draws them; app/back-office/editor/list-query.ts reads them). */
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
