import type { ContentClient } from "~/content/client";
import { listOf, pageCountOf } from "~/content/server";
import { recordLookup } from "~/lib/route-params";
import type { Linked } from "~/model/entities";
import type { StrapiEntity, StrapiList } from "~/model/types";
import { throwInvalid } from "./not-found.server";

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

/**
 * The page count of a public list whose URL asked for `page`: a page past the last one is not a page (it would
 * read "page 4 of 3"), so it answers the 404 of a failed route check. Page 1 of an empty list is a page.
 */
export function listedPageCountOf(request: Request, list: StrapiList<unknown>, page: number): number {
  const pageCount = pageCountOf(list);
  if (page > Math.max(1, pageCount)) throwInvalid(request);
  return pageCount;
}
