import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { isSavedByMember } from "~/features/account/bookmarks.server";
import { followedByMember } from "~/features/account/follows.server";
import type { CompanyAttributes, OrganizerAttributes, ThaiEventAttributes, TradeShowAttributes, VenueAttributes } from "~/model/entities";
import { imagePath, localized } from "~/content/localized";
import { type MasterData, labelOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import type { ContentClient } from "~/content/client";
import { optionalListOf } from "~/content/server";
import { recordByIdOrSlug } from "~/server/url-lookups.server";
import { eventCardItem } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { bangkokToday } from "~/lib/dates";
import { localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { requireIdParam } from "~/server/not-found.server";
import { requestPage } from "~/server/page-seo.server";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { organizationJsonLd, placeJsonLd } from "~/lib/structured-data";
import { companyName, companyPlaceLabel } from "./labels";
import { pagePath, tradeShowPath } from "~/lib/paths";
import { siteTitle } from "~/lib/site";
import { claimStateOf } from "~/features/contracts/claim.server";
import { ClaimListing } from "~/features/contracts/claim-listing";
import { provideServerClaimListing } from "~/features/contracts/claim-listing-slot";
import { markOwnersView } from "~/server/owners-view.server";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";

// The detail pages render the claim form from the server's copy; browsers load it when they hydrate it.
provideServerClaimListing(ClaimListing);

type CompanyRecord = CompanyAttributes & Partial<VenueAttributes> & Partial<OrganizerAttributes>;

const UPCOMING_LIMIT = 6;
const EVENT_FIELDS = ["name", "name_en", "venue_name", "venue_name_en", "city", "city_en", "province", "country", "slug", "start_date", "end_date", "cover_img", "event_status", "industry"];

/** Trade shows and Thai events at a venue or by an organizer that have not ended yet, soonest first. */
async function upcomingFor(client: ContentClient, relation: "venue" | "organizer", id: number, master: MasterData, locale: Locale, today: string) {
  const query = (fields: string[]) => ({
    filters: { $and: [{ [relation]: { id: { $eq: id } } }, { end_date: { $gte: today } }] },
    sort: ["start_date:asc", "id:asc"],
    fields,
    pagination: { page: 1, pageSize: UPCOMING_LIMIT },
    populate: { venue: { fields: ["name", "name_en", "province"] } },
  });
  const [shows, events] = await Promise.all([
    optionalListOf<TradeShowAttributes>(client, "api/trade-shows", query([...EVENT_FIELDS, "scope", "reservation_open"])),
    optionalListOf<ThaiEventAttributes>(client, "api/thai-events", query([...EVENT_FIELDS, "category"])),
  ]);
  return [
    ...shows.map((s) => ({ key: `show-${s.id}`, href: tradeShowPath(s.attributes), ...eventCardItem(s, master, locale, "industry") })),
    ...events.map((e) => ({
      key: `event-${e.id}`,
      href: pagePath("thaiEventDetails", { id: e.attributes.slug }),
      ...eventCardItem(e, master, locale, "category"),
    })),
  ]
    .sort((x, y) => x.attributes.start_date.localeCompare(y.attributes.start_date))
    .slice(0, UPCOMING_LIMIT);
}

/** A venue, organizer or contractor page: every field the record holds, its contacts and what is coming up. */
export async function loadDirectoryDetail(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  kind: ListingKind,
  preview = false,
) {
  const def = LISTINGS[kind];
  const pages = LISTING_PAGES[kind];
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const today = bangkokToday();
  // A back-office preview reads the draft with the API token and is never shared with visitors.
  const client = contentClient(request, context, preview ? "server" : "anonymous");
  const [record, master] = await Promise.all([recordByIdOrSlug<CompanyRecord>(client, request, def.api, id, undefined, preview ? { publicationState: "preview" } : {}), masterDataOf(client)]);
  const a = record.attributes;
  const [upcoming, saved, followed] = await Promise.all([
    kind === "contractor" ? [] : upcomingFor(client, kind, record.id, master, locale, today),
    isSavedByMember(request, context, def.plural, record.id),
    // Contractors hold no shows, so there is nothing new of theirs to follow.
    kind === "contractor" ? false : followedByMember(request, context, kind).then((ids) => ids.includes(String(record.id))),
  ]);

  const path = pagePath(pages.detail, { id: a.slug });
  const name = companyName(a, locale);
  const summary = localized(a, "summary", locale);
  const address = localized(a, "address", locale);
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const cover = imagePath(a.cover_img);
  const image = cover ? absoluteUrl(siteUrl, cover) : undefined;
  const province = labelOf(master.provinces, a.province, locale);
  const country = labelOf(master.countries, a.country ?? "Thailand", locale);
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [
    { label: t(`pages.${pages.list}.title`), path: pagePath(pages.list) },
    { label: name },
  ]);
  const entityLd =
    kind === "venue"
      ? placeJsonLd({
          name,
          description: summary,
          url: canonicalUrl,
          image,
          address: address || null,
          province: province || null,
          country: a.country ?? "Thailand",
          phone: a.contactor?.phone ?? null,
          latitude: a.latitude,
          longitude: a.longitude,
        })
      : organizationJsonLd({
          name,
          description: summary,
          url: canonicalUrl,
          logo: image,
          website: a.contactor?.website?.url ?? null,
          email: a.contactor?.email ?? null,
          phone: a.contactor?.phone ?? null,
          address: address || null,
          country: a.country ?? "Thailand",
        });
  const seo: Seo = {
    title: siteTitle(name),
    description: summary || t(`pages.${pages.detail}.description`),
    path,
    locale,
    siteUrl,
    image: cover,
    type: kind === "venue" ? "website" : "profile",
    jsonLd: [entityLd, breadcrumbLd],
  };
  const note = localized(a, "note", locale);
  const claim = await claimStateOf(request, context, kind, record.id);
  // A listing's owners looking at their own page are not views of it.
  if (claim.kind === "owner") markOwnersView(context);

  return {
    seo,
    kind,
    crumbs,
    today,
    path,
    saved,
    followed,
    /** A back-office preview: the page leaves out what only works on the published page. */
    preview,
    company: {
      id: record.id,
      slug: a.slug,
      verified: a.verified === true,
      cover: a.cover_img ?? null,
      gallery: a.gallery ?? [],
      contactor: a.contactor ?? null,
      latitude: a.latitude ?? null,
      longitude: a.longitude ?? null,
      venueType: a.venue_type ?? null,
      halls: a.halls ?? null,
      totalArea: a.total_area_sqm ?? null,
      maxCapacity: a.max_capacity ?? null,
      facilities: a.facilities ?? [],
      services: a.services ?? [],
      foundedYear: a.founded_year ?? null,
    },
    labels: {
      name,
      summary,
      address,
      province,
      country,
      place: companyPlaceLabel(a, master, locale),
      sector: labelOf(master.sectors, a.sector, locale),
    },
    noteHtml: hasVisibleText(note) ? sanitizeRichText(note) : "",
    shareUrl: canonicalUrl,
    upcoming,
    claim,
  };
}
