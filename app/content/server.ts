import { data } from "react-router";
import { throwInvalid } from "~/server/not-found.server";
import { recordLookup } from "~/lib/route-params";
import type { ContentClient, ContentResult } from "./client";
import type { Linked } from "../model/entities";
import type { StrapiEntity, StrapiList, StrapiSingle } from "../model/types";

/**
 * An answer the page cannot do without: a source that is down (no answer, 5xx) becomes the friendly 503 page in
 * the page's language, a refused query (4xx, the page's own fault) a 500. The source's words go to the log only:
 * a page never embeds an internal message.
 */
export function required<T>(result: ContentResult<T>): T {
  if (result.ok) return result.data;
  console.error(`content source answered ${result.status}: ${result.error.message}`);
  const down = result.status === 0 || result.status >= 500;
  throw data(null, down ? { status: 503, statusText: "Service Unavailable" } : { status: 500 });
}

function isEntity(value: unknown): value is StrapiEntity {
  return typeof value === "object" && value !== null && "id" in value && "attributes" in value;
}

/** Gives a record saved without a slug its numeric id as the link part (see `Linked`), in relations too. */
export function linked<A>(entity: StrapiEntity<A>): StrapiEntity<Linked<A>> {
  const attributes = entity.attributes as Record<string, unknown>;
  if ("slug" in attributes && !attributes.slug) attributes.slug = String(entity.id);
  for (const value of Object.values(attributes)) {
    const related = typeof value === "object" && value !== null && "data" in value ? value.data : null;
    if (isEntity(related)) linked(related);
  }
  return entity as StrapiEntity<Linked<A>>;
}

/** A list for a page; failures surface as 503. */
export async function listOf<A>(client: ContentClient, path: string, query: Record<string, unknown>): Promise<StrapiList<Linked<A>>> {
  const list = required(await client.query<StrapiList<A>>(path, query));
  list.data.forEach(linked);
  return list as StrapiList<Linked<A>>;
}

/** A list that only decorates a page (related items, sidebars): a failure gives an empty list, not an error page. */
export async function optionalListOf<A>(
  client: ContentClient,
  path: string,
  query: Record<string, unknown>,
): Promise<StrapiEntity<Linked<A>>[]> {
  const result = await client.query<StrapiList<A>>(path, query);
  return result.ok ? result.data.data.map(linked) : [];
}

/**
 * One record by the id in its URL: a slug (`metalex-2026`) or a numeric id. Missing records throw the 404 of a
 * failed route check, 'Page Not Found: {path}'.
 */
export async function recordByIdOrSlug<A>(
  client: ContentClient,
  request: Request,
  path: string,
  id: string,
  populate?: Record<string, unknown> | string,
  extra: Record<string, unknown> = {},
): Promise<StrapiEntity<Linked<A>>> {
  const lookup = recordLookup(id);
  if (!lookup) throwInvalid(request);
  const filters = "id" in lookup ? { id: { $eq: lookup.id } } : { slug: { $eq: lookup.slug } };
  const list = await listOf<A>(client, path, { filters, pagination: { page: 1, pageSize: 1 }, ...(populate ? { populate } : {}), ...extra });
  const record = list.data[0];
  if (!record) throwInvalid(request);
  return record;
}

export async function singleOf<A>(client: ContentClient, path: string): Promise<A | null> {
  const result = await client.query<StrapiSingle<A>>(path);
  return result.ok ? result.data.data.attributes : null;
}

export function pageCountOf(list: StrapiList<unknown>): number {
  const meta = list.meta.pagination;
  return "pageCount" in meta ? meta.pageCount : Math.ceil(meta.total / Math.max(1, meta.limit));
}

/**
 * The page count of a public list whose URL asked for `page`: a page past the last one is not a page (it would
 * read "page 4 of 3"), so it answers the 404 of a failed route check. Page 1 of an empty list is a page.
 */
export function listedPageCountOf(request: Request, list: StrapiList<unknown>, page: number): number {
  const pageCount = pageCountOf(list);
  if (page > Math.max(1, pageCount)) throwInvalid(request);
  return pageCount;
}

export function totalOf(list: StrapiList<unknown>): number {
  return list.meta.pagination.total;
}
