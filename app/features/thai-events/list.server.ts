import type { RouterContextProvider } from "react-router";
import type { ThaiEventAttributes } from "~/content/entities";
import { optionsOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { contentFor, listOf, pageCountOf, totalOf } from "~/content/server";
import { eventCardItem } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/lib/breadcrumbs.server";
import { bangkokToday, parseListState, strapiListQuery } from "~/lib/list-query";
import { pageSeo, requestPage } from "~/lib/page-seo.server";
import { thaiEventListConfig } from "./list-config";
import { pagePath } from "~/lib/paths";

/** The Thai event list: festivals, fairs and concerts, with their category in the page's language. */
export async function loadThaiEventList(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const state = parseListState(url.searchParams, thaiEventListConfig);
  const today = bangkokToday();
  const client = contentFor(request, context);
  const [list, master] = await Promise.all([
    listOf<ThaiEventAttributes>(client, "api/thai-events", strapiListQuery(state, thaiEventListConfig, today)),
    masterDataOf(client),
  ]);
  const { jsonLd } = breadcrumbTrail(locale, siteUrl, pagePath("thaiEventList"), [{ label: t("pages.thaiEventList.title") }]);
  return {
    seo: pageSeo(request, context, "thaiEventList", { jsonLd: [jsonLd] }),
    state,
    today,
    total: totalOf(list),
    pageCount: pageCountOf(list),
    events: list.data.map((event) => eventCardItem(event, master, locale, "category")),
    selects: [
      { name: "province", label: t("list.province"), options: optionsOf(master.provinces, locale) },
      { name: "category", label: t("list.category"), options: optionsOf(master.event_categories, locale) },
    ],
    sorts: [
      { value: "date", label: t("list.sortDate") },
      { value: "name", label: t("list.sortName") },
      { value: "newest", label: t("list.sortNewest") },
    ],
  };
}
