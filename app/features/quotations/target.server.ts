import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { CompanyAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { required } from "~/content/server";
import type { StrapiList } from "~/model/types";
import type { Locale } from "~/domain/locales";
import { LISTINGS, type ListingKind } from "~/domain/listings";

/** The listing a request goes to, as the form shows it. */
export interface QuotationTarget {
  id: number;
  slug: string;
  name: string;
}

export type TargetLookup = { found: true; target: QuotationTarget } | { found: false; reason: "none" | "unknown" };

/**
 * The listing named in the query string (`?venue=<slug or id>`), read through the public content scope: a draft
 * or a removed listing is "unknown", exactly like one that never existed.
 */
export async function findTarget(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind, locale: Locale): Promise<TargetLookup> {
  const raw = new URL(request.url).searchParams.get(kind)?.trim() ?? "";
  if (raw === "") return { found: false, reason: "none" };
  if (raw.length > 200) return { found: false, reason: "unknown" };
  const dir = LISTINGS[kind];
  const filters = /^\d{1,15}$/.test(raw) ? { id: { $eq: Number(raw) } } : { slug: { $eq: raw } };
  const list = required(
    await contentClient(request, context, "anonymous").query<StrapiList<CompanyAttributes>>(dir.api, {
      filters,
      fields: [dir.nameField, `${dir.nameField}_en`, "slug"],
      pagination: { page: 1, pageSize: 1 },
    }),
  );
  const entity = list.data[0];
  if (!entity) return { found: false, reason: "unknown" };
  return {
    found: true,
    target: { id: entity.id, slug: entity.attributes.slug || String(entity.id), name: localized(entity.attributes, dir.nameField, locale) },
  };
}
