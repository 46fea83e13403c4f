import type { RouterContextProvider } from "react-router";
import type { ThaiEventAttributes } from "~/content/entities";
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
import { sanitizeRichText } from "~/lib/rich-text";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { eventJsonLd } from "~/lib/structured-data";
import { EVENT_DETAIL_PATH, EVENT_LIST_PATH } from "./list-config";

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
  const path = `${EVENT_DETAIL_PATH}/${a.slug}`;
  const name = localized(a, "name", locale);
  const venue = a.venue?.data;
  const organizer = a.organizer?.data;
  const related = await optionalListOf<ThaiEventAttributes>(client, "api/thai-events", {
    filters: {
      $and: [...(a.category ? [{ category: { $eq: a.category } }] : []), { id: { $ne: event.id } }, { end_date: { $gte: today } }],
    },
    sort: ["start_date:asc"],
    pagination: { page: 1, pageSize: 3 },
    populate: { venue: { fields: ["name", "name_en", "province"] } },
  });

  const placeLabel = eventPlaceLabel(a, master, locale);
  const description = localized(a, "summary", locale);
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const venueName = venue ? localized(venue.attributes, "name", locale) : localized(a, "venue_name", locale);
  const organizerName = organizer ? localized(organizer.attributes, "company_name", locale) : "";
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [
    { label: t("pages.thaiEventList.title"), path: EVENT_LIST_PATH },
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
        venueName,
        address: venue ? localized(venue.attributes, "address", locale) : null,
        city: localized(a, "city", locale) || null,
        organizerName: organizerName || null,
        organizerUrl: organizer ? absoluteUrl(siteUrl, localizePath(`/organizer-show-details/${organizer.attributes.slug}`, locale)) : null,
        status: a.event_status,
        attendanceMode: a.attendance_mode,
        // Free entry is an offer too: search engines show "Free" on the event's rich result.
        price: a.free_entry ? { amount: 0, currency: "THB", url: canonicalUrl } : null,
      }),
      breadcrumbLd,
    ],
  };

  return {
    seo,
    crumbs,
    today,
    event: { id: event.id, ...a },
    path,
    labels: {
      name,
      place: placeLabel,
      venueName,
      organizerName,
      category: labelOf(master.event_categories, a.category, locale),
      openingHours: localized(a, "opening_hours", locale),
      ticketInfo: localized(a, "ticket_info", locale),
      summary: description,
    },
    venue: venue
      ? {
          slug: venue.attributes.slug,
          latitude: venue.attributes.latitude,
          longitude: venue.attributes.longitude,
          contactor: venue.attributes.contactor ?? null,
        }
      : null,
    organizer: organizer ? { slug: organizer.attributes.slug, contactor: organizer.attributes.contactor ?? null } : null,
    descriptionHtml: sanitizeRichText(localized(a, "description", locale)),
    calendar: calendarFile({
      uid: `thai-event-${event.id}@expolink`,
      title: name,
      startDate: a.start_date,
      endDate: a.end_date,
      location: placeLabel,
      description,
      url: canonicalUrl,
      now: new Date(),
    }),
    shareUrl: canonicalUrl,
    related: related.map((r) => ({
      id: r.id,
      attributes: r.attributes,
      labels: { place: eventPlaceLabel(r.attributes, master, locale), industry: labelOf(master.event_categories, r.attributes.category, locale) },
    })),
  };
}
