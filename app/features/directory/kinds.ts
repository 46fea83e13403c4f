import { LISTINGS, type ListingKind } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";
import type { ListConfig } from "~/lib/list-query";
import type { Locale } from "~/domain/locales";
import { pagePath } from "~/lib/paths";

/** The list's URL state and query: keyword, province, sector; sorted by name in the page's language, or newest. */
export function directoryListConfig(kind: ListingKind, locale: Locale): ListConfig {
  const name = LISTINGS[kind].nameField;
  return {
    keyword: { kinds: [kind] },
    facets: ["province", "sector"],
    sorts: { name: [locale === "en" ? `${name}_en:asc` : `${name}:asc`, "id:asc"], newest: ["publishedAt:desc", "id:desc"] },
    defaultSort: "name",
    pageSize: 12,
  };
}

/** The request form for this listing: the query parameter is the request's relation to it (`?venue=<slug>`). */
export function quoteHref(kind: ListingKind, slug: string): string {
  return pagePath(LISTING_PAGES[kind].quote, { query: { [kind]: slug } });
}
