import { redirect, type RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/content/entities";
import { localized } from "~/content/localized";
import { labelOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { contentFor, optionalListOf, recordByIdOrSlug } from "~/content/server";
import { eventDetail } from "~/features/events/event-detail.server";
import { eventPlaceLabel } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { pagePath, tradeShowPath } from "~/lib/paths";
import { bangkokToday } from "~/lib/list-query";
import { localizePath } from "~/lib/locale";
import { requireIdParam } from "~/lib/not-found.server";
import { requestPage } from "~/lib/page-seo.server";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import type { Scope } from "./list-config";
import type { TextKey } from "~/i18n/translator";

const LIST_PATH: Record<Scope, string> = { thai: pagePath("thaiTradeShowList"), international: pagePath("intlTradeShowList") };
const LIST_KEY: Record<Scope, TextKey> = { thai: "pages.thaiTradeShowList.title", international: "pages.intlTradeShowList.title" };

export async function loadTradeShowDetail(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  scope: Scope,
) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const today = bangkokToday();
  const client = contentFor(request, context);
  const [show, master] = await Promise.all([
    recordByIdOrSlug<TradeShowAttributes>(client, request, "api/trade-shows", id, { venue: "*", organizer: "*" }),
    masterDataOf(client),
  ]);
  const a = show.attributes;
  // The same show filed under the other scope's path: send visitors and crawlers to the right one.
  if (a.scope !== scope) throw redirect(localizePath(tradeShowPath(a), locale), 301);

  const related = a.industry
    ? await optionalListOf<TradeShowAttributes>(client, "api/trade-shows", {
        filters: { $and: [{ industry: { $eq: a.industry } }, { id: { $ne: show.id } }, { end_date: { $gte: today } }] },
        sort: ["start_date:asc"],
        pagination: { page: 1, pageSize: 3 },
        populate: { venue: { fields: ["name", "name_en", "province"] } },
      })
    : [];
  const detail = eventDetail({
    id: show.id,
    kind: "trade-show",
    event: a,
    path: tradeShowPath(a),
    listCrumb: { label: t(LIST_KEY[scope]), path: LIST_PATH[scope] },
    master,
    locale,
    siteUrl,
    offer: a.reservation_open && a.booth_price_from ? { amount: a.booth_price_from, currency: a.booth_currency ?? "THB" } : null,
  });

  const booth = localized(a, "booth_info", locale);
  return {
    ...detail,
    scope,
    today,
    show: { id: show.id, ...a },
    labels: { ...detail.labels, industry: labelOf(master.sectors, a.industry, locale) },
    boothHtml: hasVisibleText(booth) ? sanitizeRichText(booth) : "",
    related: related.map((r) => ({
      id: r.id,
      attributes: r.attributes,
      labels: { place: eventPlaceLabel(r.attributes, master, locale), industry: labelOf(master.sectors, r.attributes.industry, locale) },
    })),
  };
}
