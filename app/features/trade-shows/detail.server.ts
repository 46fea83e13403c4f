import { createElement } from "react";
import { redirect, type RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { formatPrice } from "~/features/events/price";
import { type EventDetailSource, loadEventDetail } from "~/features/events/event-detail.server";
import { localeFromPath, localizePath } from "~/lib/locale";
import { tradeShowPath } from "~/lib/paths";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import type { ShowScope } from "~/domain/shows";
import { floorPlanView, loadFloorPlan } from "./floor-plan.server";
import FloorPlan from "./floor-plan";
import { drawPlanOnServer } from "./floor-plan-slot";
import { planForPage, takePlan } from "./plan-handover.server";

// The server draws the plan in place without waiting for its code (floor-plan-slot.tsx), from the view its
// loader left for it (plan-handover.server.ts).
drawPlanOnServer((props) => {
  const plan = takePlan(props.plan);
  return plan ? createElement(FloorPlan, { ...props, plan }) : null;
});

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
  // The floor plan is asked for by the show's id or slug from the URL, alongside the show itself.
  const [detail, plan] = await Promise.all([loadEventDetail(request, context, rawId, tradeShows(scope), preview), loadFloorPlan(request, context, rawId, preview)]);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  // The booth terms reach the page as sanitised HTML in its language only.
  const { booth_info, booth_info_en, ...item } = detail.item;
  const booth = localized({ booth_info, booth_info_en }, "booth_info", locale);
  return {
    ...detail,
    item,
    boothHtml: hasVisibleText(booth) ? sanitizeRichText(booth) : "",
    // Written here, so the page's scripts carry no price formatting.
    boothPrice: item.booth_price_from ? formatPrice(item.booth_price_from, item.booth_currency, locale) : null,
    bookable: takesBookings(item, detail.today),
    // Booth states are read at this instant, on the real clock a hold's end is written in (docs/decisions/066).
    plan: plan ? planForPage(request, () => floorPlanView(plan, { locale, now: Date.now(), query: url.searchParams.get("exhibitor") ?? "" })) : null,
  };
}

/**
 * Whether the show takes booth bookings on `today`: open for them, not over, its deadline not passed, as the
 * booking page asks (app/features/booth-reservations/reservation.server.ts). The booking button and the floor
 * plan's booking form follow it.
 */
export function takesBookings(show: Pick<TradeShowAttributes, "reservation_open" | "end_date" | "reservation_deadline">, today: string): boolean {
  return show.reservation_open === true && show.end_date >= today && (!show.reservation_deadline || show.reservation_deadline >= today);
}
