import { redirect, type RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { type EventDetailSource, loadEventDetail } from "~/features/events/event-detail.server";
import { localeFromPath, localizePath } from "~/lib/locale";
import { tradeShowPath } from "~/lib/paths";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import type { ShowScope } from "~/domain/shows";

const tradeShows = (scope: ShowScope): EventDetailSource<TradeShowAttributes> => ({
  kind: "trade-show",
  api: "api/trade-shows",
  list:
    scope === "thai"
      ? { key: "thaiTradeShowList", title: "pages.thaiTradeShowList.title" }
      : { key: "intlTradeShowList", title: "pages.intlTradeShowList.title" },
  path: tradeShowPath,
  // The same show filed under the other scope's path: send visitors and crawlers to the right one.
  guard: (a, locale) => {
    if (a.scope !== scope) throw redirect(localizePath(tradeShowPath(a), locale), 301);
  },
  tag: "industry",
  relatedWithoutTag: false,
  offer: (a) => (a.reservation_open && a.booth_price_from ? { amount: a.booth_price_from, currency: a.booth_currency ?? "THB" } : null),
});

export async function loadTradeShowDetail(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  scope: ShowScope,
  preview = false,
) {
  const detail = await loadEventDetail(request, context, rawId, tradeShows(scope), preview);
  // The booth terms reach the page as sanitised HTML in its language only.
  const { booth_info, booth_info_en, ...item } = detail.item;
  const booth = localized({ booth_info, booth_info_en }, "booth_info", localeFromPath(new URL(request.url).pathname));
  return { ...detail, item, boothHtml: hasVisibleText(booth) ? sanitizeRichText(booth) : "" };
}
