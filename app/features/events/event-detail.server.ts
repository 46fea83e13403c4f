import type { Crumb } from "~/components/breadcrumbs";
import type { EventAttributes, Linked } from "~/content/entities";
import { imagePath, localized } from "~/content/localized";
import type { MasterData } from "~/content/master-data";
import { breadcrumbTrail } from "~/lib/breadcrumbs.server";
import { calendarFile } from "~/lib/calendar";
import { organizerPath } from "~/lib/detail-paths";
import { type Locale, localizePath } from "~/lib/locale";
import { sanitizeRichText } from "~/lib/rich-text";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { eventJsonLd } from "~/lib/structured-data";
import { eventPlaceLabel } from "./place-label";

interface EventDetailInput {
  /** Content id and kind, for the calendar file's UID. */
  id: number;
  kind: "trade-show" | "thai-event";
  event: Linked<EventAttributes>;
  /** Unprefixed path of this detail page. */
  path: string;
  /** The list the trail leads back through. */
  listCrumb: Crumb;
  master: MasterData;
  locale: Locale;
  siteUrl: string;
  /** What a visitor pays, for the Event's offer (a booth, or free entry). */
  offer: { amount: number; currency: string } | null;
}

/**
 * What every show and event detail page shows and tells search engines: SEO with Event and BreadcrumbList
 * JSON-LD, the trail, the labels of the key facts, contacts, the sanitised description and the .ics file.
 */
export function eventDetail({ id, kind, event: a, path, listCrumb, master, locale, siteUrl, offer }: EventDetailInput) {
  const name = localized(a, "name", locale);
  const venue = a.venue?.data;
  const organizer = a.organizer?.data;
  const place = eventPlaceLabel(a, master, locale);
  const summary = localized(a, "summary", locale);
  const venueName = venue ? localized(venue.attributes, "name", locale) : localized(a, "venue_name", locale);
  const organizerName = organizer ? localized(organizer.attributes, "company_name", locale) : "";
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [listCrumb, { label: name }]);
  const cover = imagePath(a.cover_img);
  const seo: Seo = {
    title: `${name} | ExpoLink`,
    description: summary,
    path,
    locale,
    siteUrl,
    image: cover,
    type: "event",
    jsonLd: [
      eventJsonLd({
        name,
        description: summary,
        startDate: a.start_date,
        endDate: a.end_date,
        url: canonicalUrl,
        image: cover ? absoluteUrl(siteUrl, cover) : undefined,
        country: a.country,
        venueName,
        address: venue ? localized(venue.attributes, "address", locale) : null,
        city: localized(a, "city", locale) || null,
        organizerName: organizerName || null,
        organizerUrl: organizer ? absoluteUrl(siteUrl, localizePath(organizerPath(organizer.attributes.slug), locale)) : null,
        status: a.event_status,
        attendanceMode: a.attendance_mode,
        price: offer ? { ...offer, url: canonicalUrl } : null,
      }),
      breadcrumbLd,
    ],
  };
  return {
    seo,
    crumbs,
    labels: {
      name,
      place,
      venueName,
      organizerName,
      openingHours: localized(a, "opening_hours", locale),
      ticketInfo: localized(a, "ticket_info", locale),
      summary,
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
      uid: `${kind}-${id}@expolink`,
      title: name,
      startDate: a.start_date,
      endDate: a.end_date,
      location: place,
      description: summary,
      url: canonicalUrl,
      now: new Date(),
    }),
    shareUrl: canonicalUrl,
  };
}
