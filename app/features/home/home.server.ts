import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type {
  BannerAttributes,
  CompanyAttributes,
  Linked,
  NewsAttributes,
  OurClientAttributes,
  PopupAttributes,
  ThaiEventAttributes,
  TradeShowAttributes,
} from "~/model/entities";
import { imagePath, localized, localizedImage } from "~/content/localized";
import { labelOf, type MasterData } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { listOf, optionalListOf } from "~/content/server";
import type { ContentClient } from "~/content/client";
import { appContext } from "~/context";
import type { StrapiEntity } from "~/model/types";
import { cardAttributes, eventPlaceLabel } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { bangkokToday, formatShortDate, formatShortDateRange } from "~/lib/dates";
import type { Locale } from "~/domain/locales";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import { absoluteUrl } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { memberOf } from "~/session/session.server";
import { answersAnyListing } from "~/session/owned-listings.server";
import { isPopupLive, popupIsFor, type PopupReader, websiteJsonLd } from "./home-data";
import { newsDetailHref } from "./news-popup";
import { pagePath, tradeShowPath } from "~/lib/paths";
import { SITE } from "~/lib/site";
import { portalNow } from "~/domain/clock";

/**
 * What the show and event cards and their place and industry labels are made of. The page sends only the cards'
 * own fields (cardAttributes) and the finished labels: the home HTML has a size budget.
 */
const EVENT_FIELDS = [
  "name",
  "name_en",
  "slug",
  "start_date",
  "end_date",
  "cover_img",
  "province",
  "country",
  "city",
  "city_en",
  "venue_name",
  "venue_name_en",
  "industry",
  "event_status",
  "featured",
];
const EVENT_POPULATE = {
  venue: { fields: ["name", "name_en", "slug", "province"] },
  organizer: { fields: ["company_name", "company_name_en", "slug"] },
};
const COMPANY_FIELDS = ["slug", "province", "cover_img"];

export interface PopupTarget {
  /** The text the pop-up looks up with `$contains` (the Thai name, as stored). */
  lookup: string;
  /** Shown on the trigger, in the page's language. */
  label: string;
  /** Where the trigger goes without JavaScript (unprefixed). */
  href: string;
}

type EventRecord = StrapiEntity<Linked<EventRecordAttributes>>;
type EventRecordAttributes = ThaiEventAttributes & Partial<Pick<TradeShowAttributes, "scope" | "reservation_open">>;

function eventCard(event: EventRecord, master: MasterData, locale: Locale) {
  const { venue, organizer, ...attributes } = event.attributes;
  const venueRecord = venue?.data?.attributes;
  const organizerRecord = organizer?.data?.attributes;
  // The venue gets its own pop-up trigger on the card, so the place line keeps only the province or city.
  const where = eventPlaceLabel(
    { ...attributes, province: attributes.province ?? venueRecord?.province, venue_name: null, venue_name_en: null },
    master,
    locale,
  );
  return {
    id: event.id,
    attributes: cardAttributes(attributes, locale),
    labels: { place: where, industry: labelOf(master.sectors, attributes.industry, locale) },
    venue: venueRecord
      ? { lookup: venueRecord.name ?? "", label: localized(venueRecord, "name", locale), href: pagePath("venueDetails", { id: venueRecord.slug }) }
      : attributes.venue_name
        ? { lookup: attributes.venue_name, label: localized(attributes, "venue_name", locale), href: pagePath("venueList", { query: { q: attributes.venue_name } }) }
        : null,
    organizer: organizerRecord
      ? {
          lookup: organizerRecord.company_name ?? "",
          label: localized(organizerRecord, "company_name", locale),
          href: pagePath("organizerDetails", { id: organizerRecord.slug }),
        }
      : null,
  } satisfies { venue: PopupTarget | null; organizer: PopupTarget | null } & Record<string, unknown>;
}

function companyTarget(company: StrapiEntity<Linked<CompanyAttributes>>, field: "name" | "company_name", page: "venueDetails" | "organizerDetails" | "contractorDetails", master: MasterData, locale: Locale) {
  const a = company.attributes;
  return {
    id: company.id,
    lookup: a[field] ?? "",
    label: localized(a, field, locale),
    href: pagePath(page, { id: a.slug }),
    province: labelOf(master.provinces, a.province, locale),
    cover: localizedImage(a.cover_img, locale) ?? null,
  };
}

/**
 * The lists the home page shows, the same for every visitor on a given day: read once per isolate while the
 * content is unchanged (the context's publicData), since a signed-in member's home page is rendered every time.
 */
async function homeSections(client: ContentClient, today: string) {
  const upcoming = { end_date: { $gte: today } };
  const [shows, master, events, news, banners, popups, clients, venues, organizers, contractors] = await Promise.all([
    // The upcoming shows are the page's core: if the source is down the page shows the friendly 503.
    listOf<EventRecordAttributes>(client, "api/trade-shows", {
      filters: upcoming,
      sort: ["featured:desc", "start_date:asc"],
      fields: [...EVENT_FIELDS, "scope", "reservation_open"],
      populate: EVENT_POPULATE,
      pagination: { page: 1, pageSize: 6 },
    }),
    masterDataOf(client),
    optionalListOf<EventRecordAttributes>(client, "api/thai-events", {
      filters: upcoming,
      sort: ["featured:desc", "start_date:asc"],
      fields: EVENT_FIELDS,
      populate: EVENT_POPULATE,
      pagination: { page: 1, pageSize: 4 },
    }),
    optionalListOf<NewsAttributes>(client, "api/news", {
      sort: ["publishedAt:desc"],
      fields: ["title", "title_en", "excerpt", "excerpt_en", "cover_img", "place", "publishedAt"],
      pagination: { page: 1, pageSize: 4 },
    }),
    optionalListOf<BannerAttributes>(client, "api/banners", {
      filters: { active: { $eq: true } },
      sort: ["sort_order:asc"],
      fields: ["title", "title_en", "subtitle", "subtitle_en", "image", "link", "cta_label", "cta_label_en"],
      // The show a banner announces: its page, dates and booking deadline, from its record.
      populate: { trade_show: { fields: ["slug", "scope", "start_date", "end_date", "reservation_deadline"] } },
      pagination: { page: 1, pageSize: 6 },
    }),
    // Every active pop-up: which one a visitor gets (visitors' or companies') is decided per request.
    optionalListOf<PopupAttributes>(client, "api/popups", {
      filters: { active: { $eq: true } },
      sort: ["id:desc"],
      pagination: { page: 1, pageSize: 10 },
    }),
    optionalListOf<OurClientAttributes>(client, "api/our-clients", {
      sort: ["sort_order:asc"],
      fields: ["name", "name_en", "logo", "website"],
      pagination: { page: 1, pageSize: 24 },
    }),
    optionalListOf<CompanyAttributes>(client, "api/venues", {
      sort: ["featured:desc"],
      fields: ["name", "name_en", ...COMPANY_FIELDS],
      pagination: { page: 1, pageSize: 3 },
    }),
    optionalListOf<CompanyAttributes>(client, "api/organizers", {
      sort: ["featured:desc"],
      fields: ["company_name", "company_name_en", ...COMPANY_FIELDS],
      pagination: { page: 1, pageSize: 3 },
    }),
    optionalListOf<CompanyAttributes>(client, "api/contractors", {
      sort: ["featured:desc"],
      fields: ["company_name", "company_name_en", ...COMPANY_FIELDS],
      pagination: { page: 1, pageSize: 3 },
    }),
  ]);

  // News names its place by the venue's Thai name: one lookup gives the English name and a real profile link.
  const places = [...new Set(news.map((item) => item.attributes.place).filter((place): place is string => Boolean(place)))];
  const placeVenues = places.length
    ? await optionalListOf<CompanyAttributes>(client, "api/venues", {
        filters: { name: { $in: places } },
        fields: ["name", "name_en", "slug"],
        pagination: { page: 1, pageSize: places.length },
      })
    : [];
  return { shows, master, events, news, banners, popups, clients, venues, organizers, contractors, placeVenues };
}

/** Everything the home page shows, in the page's language, from the content service. */
export async function loadHome(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const client = contentClient(request, context, "anonymous");
  const today = bangkokToday();
  const { publicData } = context.get(appContext);
  const [member, { shows, master, events, news, banners, popups, clients, venues, organizers, contractors, placeVenues }] = await Promise.all([
    // Signed-in pages bypass the page cache, so a company member's home page may carry the companies' pop-up.
    memberOf(request, context),
    publicData(`home:${today}`, () => homeSections(client, today)),
  ]);

  const now = portalNow();
  const reader: PopupReader = member && answersAnyListing(member.owned) ? "company" : "visitor";
  const livePopup = popups.find((popup) => isPopupLive(popup.attributes, now) && popupIsFor(popup.attributes.audience, reader));
  const description = t("pages.home.description");
  const { jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, pagePath("home"), []);

  return {
    seo: pageSeo(request, context, "home", {
      jsonLd: [
        organizationJsonLd({
          name: SITE.name,
          description,
          url: absoluteUrl(siteUrl, pagePath("home")),
          logo: absoluteUrl(siteUrl, SITE.logo),
          email: SITE.email,
          phone: SITE.phone.en,
          country: SITE.country,
        }),
        websiteJsonLd({ siteUrl, locale, name: SITE.name, description }),
        breadcrumbLd,
      ],
    }),
    today,
    shows: shows.data.map((show) => eventCard(show, master, locale)),
    events: events.map((event) => eventCard(event, master, locale)),
    news: news.map((item) => {
      const place = item.attributes.place;
      const venue = place ? placeVenues.find((v) => v.attributes.name === place)?.attributes : undefined;
      return {
        id: item.id,
        title: localized(item.attributes, "title", locale),
        href: newsDetailHref(item, locale),
        excerpt: localized(item.attributes, "excerpt", locale),
        cover: localizedImage(item.attributes.cover_img, locale) ?? null,
        publishedAt: item.attributes.publishedAt,
        place: place
          ? {
              lookup: place,
              label: venue ? localized(venue, "name", locale) : place,
              href: venue ? pagePath("venueDetails", { id: venue.slug }) : pagePath("venueList", { query: { q: place } }),
            }
          : null,
      };
    }),
    banners: banners.map((banner) => {
      const show = bannerShow(banner.attributes.trade_show, locale);
      const subtitle = localized(banner.attributes, "subtitle", locale);
      return {
        id: banner.id,
        title: localized(banner.attributes, "title", locale),
        subtitle: [subtitle, show?.facts].filter(Boolean).join(" "),
        cta: localized(banner.attributes, "cta_label", locale),
        image: localizedImage(banner.attributes.image, locale),
        link: show?.path ?? banner.attributes.link ?? null,
      };
    }),
    popup: livePopup
      ? {
          id: livePopup.id,
          title: localized(livePopup.attributes, "title", locale),
          bodyHtml: hasVisibleText(localized(livePopup.attributes, "body", locale)) ? sanitizeRichText(localized(livePopup.attributes, "body", locale)) : "",
          image: localizedImage(livePopup.attributes.image, locale) ?? null,
          link: livePopup.attributes.link ?? null,
          cta: localized(livePopup.attributes, "cta_label", locale),
        }
      : null,
    clients: clients.map((c) => ({ id: c.id, name: localized(c.attributes, "name", locale), logo: imagePath(c.attributes.logo) ?? null, website: c.attributes.website ?? null })),
    contacts: {
      venues: venues.map((v) => companyTarget(v, "name", "venueDetails", master, locale)),
      organizers: organizers.map((o) => companyTarget(o, "company_name", "organizerDetails", master, locale)),
      contractors: contractors.map((c) => companyTarget(c, "company_name", "contractorDetails", master, locale)),
    },
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;

type ShowLink = { data?: { id: number; attributes: Record<string, unknown> } | null } | null | undefined;

/**
 * The show a banner announces, as the banner shows it: its page, and its days and booking deadline in the page's
 * language, read from the show's record (never typed into the banner, where they would drift). None when the
 * banner names no show or the show is not published.
 */
function bannerShow(link: unknown, locale: Locale): { path: string; facts: string } | null {
  const show = (link as ShowLink)?.data?.attributes;
  if (!show || typeof show.slug !== "string" || typeof show.start_date !== "string" || typeof show.end_date !== "string") return null;
  const t = serverT(locale);
  const days = formatShortDateRange(show.start_date, show.end_date, locale);
  const deadline = typeof show.reservation_deadline === "string" && show.reservation_deadline ? formatShortDate(show.reservation_deadline, locale) : null;
  return {
    path: tradeShowPath({ scope: String(show.scope ?? ""), slug: show.slug }),
    facts: deadline ? t("home.banners.showWithDeadline", { days, deadline }) : t("home.banners.show", { days }),
  };
}
