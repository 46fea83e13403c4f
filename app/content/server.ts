import { data } from "react-router";
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

export async function singleOf<A>(client: ContentClient, path: string): Promise<A | null> {
  const result = await client.query<StrapiSingle<A>>(path);
  return result.ok ? result.data.data.attributes : null;
}

export function pageCountOf(list: StrapiList<unknown>): number {
  const meta = list.meta.pagination;
  return "pageCount" in meta ? meta.pageCount : Math.ceil(meta.total / Math.max(1, meta.limit));
}

export function totalOf(list: StrapiList<unknown>): number {
  return list.meta.pagination.total;
}
