import { redirect, type RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/content/entities";
import { imagePath, localized } from "~/content/localized";
import { labelOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { contentFor, optionalListOf, recordByIdOrSlug } from "~/content/server";
import { eventPlaceLabel } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/lib/breadcrumbs.server";
import { calendarFile } from "~/lib/calendar";
import { bangkokToday } from "~/lib/list-query";
import { localizePath } from "~/lib/locale";
import { requireIdParam } from "~/lib/not-found.server";
import { requestPage } from "~/lib/page-seo.server";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { eventJsonLd } from "~/lib/structured-data";
import type { Scope } from "./list-config";

const LIST_PATH: Record<Scope, string> = { thai: "/thai-trade-show-lists", international: "/international-trade-show-lists" };
export const DETAIL_PATH: Record<Scope, string> = {
  thai: "/thai-trade-show-details",
  international: "/international-trade-show-details",
};
const LIST_KEY: Record<Scope, string> = { thai: "pages.thaiTradeShowList.title", international: "pages.intlTradeShowList.title" };

export async function loadTradeShowDetail(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  scope: Scope,
) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl, url } = requestPage(request, context);
  const t = serverT(locale);
  const client = contentFor(request, context);
  const [show, master] = await Promise.all([
    recordByIdOrSlug<TradeShowAttributes>(client, request, "api/trade-shows", id, { venue: "*", organizer: "*" }),
    masterDataOf(client),
  ]);
  const a = show.attributes;
  // The same show filed under the other scope's path: send visitors and crawlers to the right one.
  if (a.scope !== scope) throw redirect(localizePath(`${DETAIL_PATH[a.scope]}/${a.slug}`, locale), 301);

  const path = `${DETAIL_PATH[scope]}/${a.slug}`;
  const name = localized(a, "name", locale);
  const venue = a.venue?.data;
  const organizer = a.organizer?.data;
  const related = a.industry
    ? await optionalListOf<TradeShowAttributes>(client, "api/trade-shows", {
        filters: { $and: [{ industry: { $eq: a.industry } }, { id: { $ne: show.id } }, { end_date: { $gte: bangkokToday() } }] },
        sort: ["start_date:asc"],
        pagination: { page: 1, pageSize: 3 },
        populate: { venue: { fields: ["name", "name_en", "province"] } },
      })
    : [];

  const placeLabel = eventPlaceLabel(a, master, locale);
  const description = localized(a, "summary", locale);
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [
    { label: t(LIST_KEY[scope]), path: LIST_PATH[scope] },
    { label: name },
  ]);
  const cover = imagePath(a.cover_img);
  const seo: Seo = {
    title: `${name} | ExpoLink`,
    description,
    path,
    locale,
    siteUrl,
    image: cover,
    type: "event",
    jsonLd: [
      eventJsonLd({
        name,
        description,
        startDate: a.start_date,
        endDate: a.end_date,
        url: canonicalUrl,
        image: cover ? absoluteUrl(siteUrl, cover) : undefined,
        country: a.country,
        venueName: venue ? localized(venue.attributes, "name", locale) : localized(a, "venue_name", locale),
        address: venue ? localized(venue.attributes, "address", locale) : null,
        city: localized(a, "city", locale) || null,
        organizerName: organizer ? localized(organizer.attributes, "company_name", locale) : null,
        organizerUrl: organizer ? absoluteUrl(siteUrl, localizePath(`/organizer-show-details/${organizer.attributes.slug}`, locale)) : null,
        status: a.event_status,
        attendanceMode: a.attendance_mode,
        price:
          a.reservation_open && a.booth_price_from
            ? { amount: a.booth_price_from, currency: a.booth_currency ?? "THB", url: canonicalUrl }
            : null,
      }),
      breadcrumbLd,
    ],
  };

  const booth = localized(a, "booth_info", locale);
  return {
    seo,
    scope,
    crumbs,
    today: bangkokToday(),
    show: { id: show.id, ...a },
    labels: {
      name,
      place: placeLabel,
      industry: labelOf(master.sectors, a.industry, locale),
      venueName: venue ? localized(venue.attributes, "name", locale) : localized(a, "venue_name", locale),
      organizerName: organizer ? localized(organizer.attributes, "company_name", locale) : "",
      openingHours: localized(a, "opening_hours", locale),
      ticketInfo: localized(a, "ticket_info", locale),
      summary: description,
    },
    venue: venue ? { slug: venue.attributes.slug, latitude: venue.attributes.latitude, longitude: venue.attributes.longitude, contactor: venue.attributes.contactor ?? null } : null,
    organizer: organizer ? { slug: organizer.attributes.slug, contactor: organizer.attributes.contactor ?? null } : null,
    descriptionHtml: sanitizeRichText(localized(a, "description", locale)),
    boothHtml: hasVisibleText(booth) ? sanitizeRichText(booth) : "",
    calendar: calendarFile({
      uid: `trade-show-${show.id}@expolink`,
      title: name,
      startDate: a.start_date,
      endDate: a.end_date,
      location: placeLabel,
      description: description,
      url: canonicalUrl,
      now: new Date(),
    }),
    shareUrl: canonicalUrl,
    related: related.map((r) => ({
      id: r.id,
      attributes: r.attributes,
      labels: { place: eventPlaceLabel(r.attributes, master, locale), industry: labelOf(master.sectors, r.attributes.industry, locale) },
    })),
    currentUrl: url.pathname,
  };
}
