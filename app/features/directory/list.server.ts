import { followedByMember } from "~/features/account/follows.server";
import { bangkokToday } from "~/lib/dates";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { emptyListHints } from "~/content/list-hints.server";
import type { CompanyAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { labelOf, optionsOf, provinceOptionsOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { listOf, totalOf } from "~/content/server";
import { listedPageCountOf } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { strapiListQuery } from "~/lib/list-query";
import { parseListState } from "~/lib/list-state";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import { directoryListConfig } from "./kinds";
import { companyName, companyPlaceLabel } from "./labels";
import { pagePath } from "~/lib/paths";
import { keywordIds } from "~/search/list-keyword.server";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";

/** A venue, organizer or contractor list: only what a card shows, with labels in the page's language. */
export async function loadDirectoryList(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind) {
  const def = LISTINGS[kind];
  const pages = LISTING_PAGES[kind];
  const { url, locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const config = directoryListConfig(kind, locale);
  const state = parseListState(url.searchParams, config);
  const client = contentClient(request, context, "anonymous");
  const ids = await keywordIds(context, config, state);
  const today = bangkokToday();
  const query = (s: typeof state) => strapiListQuery(s, config, today, ids);
  const [list, master] = await Promise.all([listOf<CompanyAttributes>(client, def.api, query(state)), masterDataOf(client)]);
  const [relaxed, followed] = await Promise.all([
    emptyListHints(list, state, config, { client, path: def.api, query }),
    // Contractors hold no shows: nothing of theirs to follow.
    kind === "contractor" ? ([] as string[]) : followedByMember(request, context, kind),
  ]);
  const title = t(`pages.${pages.list}.title`);
  const { jsonLd } = breadcrumbTrail(locale, siteUrl, pagePath(pages.list), [{ label: title }]);
  return {
    seo: pageSeo(request, context, pages.list, { jsonLd: [jsonLd] }),
    kind,
    /** The listings of this kind the signed-in member follows (ids as text), for the cards' follow buttons. */
    followed,
    state,
    total: totalOf(list),
    pageCount: listedPageCountOf(request, list, state.page),
    relaxed,
    items: list.data.map((item) => ({
      id: item.id,
      slug: item.attributes.slug,
      name: companyName(item.attributes, locale),
      summary: localized(item.attributes, "summary", locale),
      cover: item.attributes.cover_img ?? null,
      place: companyPlaceLabel(item.attributes, master, locale),
      sector: labelOf(master.sectors, item.attributes.sector, locale),
      verified: item.attributes.verified === true,
    })),
    selects: [
      { name: "province", label: t("list.province"), options: provinceOptionsOf(master.provinces, locale, t) },
      { name: "sector", label: t("list.sector"), options: optionsOf(master.sectors.filter((s) => s.group === kind), locale) },
    ],
    sorts: [
      { value: "name", label: t("list.sortName") },
      { value: "newest", label: t("list.sortNewest") },
    ],
  };
}
