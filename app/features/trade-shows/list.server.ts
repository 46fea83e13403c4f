import type { RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/model/entities";
import { optionsOf, provinceOptionsOf } from "~/content/master-data";
import { loadEventList } from "~/features/events/event-list.server";
import { appContext } from "~/context";
import { followedByMember } from "~/features/account/follows.server";
import { industryFeedPath } from "~/lib/calendar-feed";
import { localizePath } from "~/lib/locale";
import { tradeShowListConfig } from "./list-config";
import type { ShowScope } from "~/domain/shows";

/** Everything a trade-show list page shows, with labels resolved in the page's language. */
export async function loadTradeShowList(request: Request, context: Readonly<RouterContextProvider>, scope: ShowScope) {
  const { locale, t, master, list } = await loadEventList<TradeShowAttributes>(request, context, {
    api: "api/trade-shows",
    config: () => tradeShowListConfig(scope),
    tag: "industry",
  });
  const placeFacet = scope === "thai" ? "province" : "country";
  const industries = master.sectors.filter((s) => s.group === "industry");
  // A list filtered by one industry offers to follow it (asked only then: the follows are the member's own read)
  // and that industry's calendar feed (app/features/calendar/feed.server.ts).
  const chosen = industries.find((s) => s.value === list.state.facets.industry);
  const industry = chosen
    ? { value: chosen.value, label: chosen[locale], followed: (await followedByMember(request, context, "industry")).includes(chosen.value) }
    : null;
  const feed = chosen
    ? {
        url: new URL(localizePath(industryFeedPath(chosen.value), locale), context.get(appContext).env.SITE_URL).toString(),
        heading: t("mail.feed.heading", { industry: chosen[locale] }),
      }
    : null;
  return {
    ...list,
    industry,
    feed,
    selects: [
      {
        name: placeFacet,
        label: t(`list.${placeFacet}`),
        options:
          scope === "thai"
            ? provinceOptionsOf(master.provinces, locale, t)
            : optionsOf(master.countries.filter((c) => c.value !== "Thailand"), locale),
      },
      { name: "industry", label: t("list.industry"), options: optionsOf(industries, locale) },
    ],
    sorts: [
      { value: "date", label: t("list.sortDate") },
      { value: "name", label: t("list.sortName") },
      { value: "newest", label: t("list.sortNewest") },
    ],
  };
}
