import type { RouterContextProvider } from "react-router";
import type { ThaiEventAttributes } from "~/content/entities";
import { labelOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { contentFor, optionalListOf, recordByIdOrSlug } from "~/content/server";
import { eventDetail } from "~/features/events/event-detail.server";
import { eventPlaceLabel } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { bangkokToday } from "~/lib/list-query";
import { requireIdParam } from "~/lib/not-found.server";
import { requestPage } from "~/lib/page-seo.server";
import { pagePath } from "~/lib/paths";

export async function loadThaiEventDetail(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const today = bangkokToday();
  const client = contentFor(request, context);
  const [event, master] = await Promise.all([
    recordByIdOrSlug<ThaiEventAttributes>(client, request, "api/thai-events", id, { venue: "*", organizer: "*" }),
    masterDataOf(client),
  ]);
  const a = event.attributes;
  const path = pagePath("thaiEventDetails", { id: a.slug });
  const related = await optionalListOf<ThaiEventAttributes>(client, "api/thai-events", {
    filters: {
      $and: [...(a.category ? [{ category: { $eq: a.category } }] : []), { id: { $ne: event.id } }, { end_date: { $gte: today } }],
    },
    sort: ["start_date:asc"],
    pagination: { page: 1, pageSize: 3 },
    populate: { venue: { fields: ["name", "name_en", "province"] } },
  });
  const detail = eventDetail({
    id: event.id,
    kind: "thai-event",
    event: a,
    path,
    listCrumb: { label: t("pages.thaiEventList.title"), path: pagePath("thaiEventList") },
    master,
    locale,
    siteUrl,
    // Free entry is an offer too: search engines show "Free" on the event's rich result.
    offer: a.free_entry ? { amount: 0, currency: "THB" } : null,
  });

  return {
    ...detail,
    today,
    event: { id: event.id, ...a },
    path,
    labels: { ...detail.labels, category: labelOf(master.event_categories, a.category, locale) },
    related: related.map((r) => ({
      id: r.id,
      attributes: r.attributes,
      labels: { place: eventPlaceLabel(r.attributes, master, locale), industry: labelOf(master.event_categories, r.attributes.category, locale) },
    })),
  };
}
