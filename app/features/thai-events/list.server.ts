import type { RouterContextProvider } from "react-router";
import type { ThaiEventAttributes } from "~/model/entities";
import { optionsOf, provinceOptionsOf } from "~/content/master-data";
import { loadEventList } from "~/features/events/event-list.server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import { pagePath } from "~/lib/paths";
import { thaiEventListConfig } from "./list-config";

/** The Thai event list: festivals, fairs and concerts, with their category in the page's language. */
export async function loadThaiEventList(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t, master, list } = await loadEventList<ThaiEventAttributes>(request, context, {
    api: "api/thai-events",
    config: () => thaiEventListConfig,
    tag: "category",
  });
  const { siteUrl } = requestPage(request, context);
  const { jsonLd } = breadcrumbTrail(locale, siteUrl, pagePath("thaiEventList"), [{ label: t("pages.thaiEventList.title") }]);
  return {
    seo: pageSeo(request, context, "thaiEventList", { jsonLd: [jsonLd] }),
    ...list,
    selects: [
      { name: "province", label: t("list.province"), options: provinceOptionsOf(master.provinces, locale, t) },
      { name: "category", label: t("list.category"), options: optionsOf(master.event_categories, locale) },
    ],
    sorts: [
      { value: "date", label: t("list.sortDate") },
      { value: "name", label: t("list.sortName") },
      { value: "newest", label: t("list.sortNewest") },
    ],
  };
}
