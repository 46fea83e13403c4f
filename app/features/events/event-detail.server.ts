import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { isSavedByMember } from "~/features/account/bookmarks.server";
import type { EventAttributes, Linked } from "~/model/entities";
import { imagePath, localized } from "~/content/localized";
import type { MasterData } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { optionalListOf } from "~/content/server";
import { recordByIdOrSlug } from "~/server/url-lookups.server";
import { appContext } from "~/context";
import { serverT } from "~/i18n/server";
import type { TextKey } from "~/i18n/translator";
import { bangkokToday } from "~/lib/dates";
import { requireIdParam } from "~/server/not-found.server";
import { requestPage } from "~/server/page-seo.server";
import { breadcrumbTrail, type Crumb } from "~/server/breadcrumbs.server";
import { eventCalendar } from "~/lib/ics";
import { type LinkKey, pagePath } from "~/lib/paths";
import { localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { sanitizeRichText } from "~/lib/rich-text";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { eventJsonLd } from "~/lib/structured-data";
import { type EventTag, eventCardItem, eventPlaceLabel, eventTagLabel, eventTagValue } from "./place-label";
import { siteTitle } from "~/lib/site";
import { portalNow } from "~/domain/clock";

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
    title: siteTitle(name),
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
        organizerUrl: organizer ? absoluteUrl(siteUrl, localizePath(pagePath("organizerDetails", { id: organizer.attributes.slug }), locale)) : null,
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
      // Thai pages name an international brand in Thai script; its official Latin name stays beside it.
      latinName: locale === "th" && a.name_en && a.name_en.trim() !== a.name.trim() ? a.name_en.trim() : "",
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
    calendar: eventCalendar(
      { uid: `${kind}-${id}@expolink`, summary: name, start: a.start_date, end: a.end_date, location: place, description: summary, url: canonicalUrl },
      portalNow(),
    ),
    shareUrl: canonicalUrl,
  };
}

/** What differs between the shows' and the events' detail pages; the rest is `loadEventDetail`. */
export interface EventDetailSource<A extends EventAttributes & { category?: string | null }> {
  kind: EventDetailInput["kind"];
  api: "api/trade-shows" | "api/thai-events";
  /** The list the trail leads back through: its page key and title. */
  list: { key: LinkKey; title: TextKey };
  path: (a: Linked<A>) => string;
  /** Runs first on the record read: throws a redirect when the record belongs under another path. */
  guard?: (a: Linked<A>, locale: Locale) => void;
  /** The field related items share and the hero's tag shows. */
  tag: EventTag;
  /** Whether a record without a tag still lists related items (any upcoming ones of its kind). */
  relatedWithoutTag: boolean;
  offer: (a: Linked<A>) => EventDetailInput["offer"];
}

/**
 * A record's fields without those the page gets in another form: the description in both languages (sanitised
 * HTML in the page's language is `descriptionHtml`) and the fully populated venue and organizer (`venue`,
 * `organizer`, the labels). The page's data is parsed in the browser before it hydrates.
 */
function withoutServerOnly<A extends EventAttributes>(attributes: A): Omit<A, "description" | "description_en" | "venue" | "organizer"> {
  const { description: _description, description_en: _descriptionEn, venue: _venue, organizer: _organizer, ...rest } = attributes;
  return rest;
}

/** The loader of a show's or event's detail page: the record, its facts and SEO, and three upcoming related ones. */
export async function loadEventDetail<A extends EventAttributes & { category?: string | null }>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  source: EventDetailSource<A>,
  preview = false,
) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const today = bangkokToday();
  // A back-office preview reads the draft with the API token and is never shared with visitors.
  const client = contentClient(request, context, preview ? "server" : "anonymous");
  const read = async () => {
    const [record, master] = await Promise.all([
      recordByIdOrSlug<A>(client, request, source.api, id, { venue: "*", organizer: "*" }, preview ? { publicationState: "preview" } : {}),
      masterDataOf(client),
    ]);
    const tag = eventTagValue(record.attributes, source.tag);
    const related =
      tag || source.relatedWithoutTag
        ? await optionalListOf<A>(client, source.api, {
            filters: {
              $and: [...(tag ? [{ [source.tag]: { $eq: tag } }] : []), { id: { $ne: record.id } }, { end_date: { $gte: today } }],
            },
            sort: ["start_date:asc"],
            pagination: { page: 1, pageSize: 3 },
            populate: { venue: { fields: ["name", "name_en", "province"] } },
          })
        : [];
    return { record, master, related };
  };
  // The record and its related ones are the same for every visitor on a given day: shared while unchanged.
  const { record, master, related } = preview ? await read() : await context.get(appContext).publicData(`${source.api}/${id}:${today}`, read);
  const a = record.attributes;
  source.guard?.(a, locale);
  const path = source.path(a);
  const collection = ({ "api/trade-shows": "trade-shows", "api/thai-events": "thai-events" } as const)[source.api];
  const saved = await isSavedByMember(request, context, collection, record.id);
  const detail = eventDetail({
    id: record.id,
    kind: source.kind,
    // A show or an event read through `linked`: its relations carry string slugs too.
    event: a as Linked<EventAttributes>,
    path,
    listCrumb: { label: t(source.list.title), path: pagePath(source.list.key) },
    master,
    locale,
    siteUrl,
    offer: source.offer(a),
  });
  return {
    ...detail,
    today,
    path,
    item: { id: record.id, ...withoutServerOnly(a) },
    saved,
    /** A back-office preview: the page leaves out what only works on the published page. */
    preview,
    labels: { ...detail.labels, tag: eventTagLabel(a, master, locale, source.tag) },
    related: related.map((r) => eventCardItem(r, master, locale, source.tag)),
  };
}

export type EventDetailData = Awaited<ReturnType<typeof loadEventDetail<EventAttributes>>>;
