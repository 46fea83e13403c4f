import { redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { ContentClient } from "~/content/client";
import type { NewsAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { optionalListOf } from "~/content/server";
import { recordByIdOrSlug } from "~/server/url-lookups.server";
import type { StrapiEntity } from "~/model/types";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { localizePath } from "~/lib/locale";
import { requireIdParam } from "~/server/not-found.server";
import { requestPage } from "~/server/page-seo.server";
import { absoluteUrl } from "~/lib/seo";
import { slugify } from "~/lib/slug";
import { storySeo } from "../media/story-seo";
import { storyText } from "../media/story-text";
import { toStoryCard } from "./cards";
import { newsMenuFilter } from "~/content/news-menu-filter";
import { newsMenusOf } from "./menus.server";
import { venuesForPlaces } from "./places.server";
import { NEWS_LIST_PATH, newsDetailPath } from "../../lib/news-link";

async function relatedNews(client: ContentClient, item: StrapiEntity<NewsAttributes>) {
  const menus = item.attributes.connect_menu?.menu ?? [];
  if (menus.length === 0) return [];
  return optionalListOf<NewsAttributes>(client, "api/news", {
    filters: { $and: [{ id: { $ne: item.id } }, newsMenuFilter(menus)] },
    sort: ["publishedAt:desc", "id:desc"],
    pagination: { page: 1, pageSize: 3 },
    fields: ["title", "title_en", "excerpt", "excerpt_en", "cover_img", "place", "connect_menu", "publishedAt"],
  });
}

/**
 * A news item by `?c=` (its id, as every news link carries it), or by its stored slug or numeric id in the path
 * for older links. Every other spelling answers 301 to the one canonical URL, `/news-details/{slug}?c={id}`.
 */
export async function loadNewsDetail(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined, preview = false) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl, url } = requestPage(request, context);
  const t = serverT(locale);
  // A back-office preview reads the draft with the API token and is never shared with visitors.
  const client = contentClient(request, context, preview ? "server" : "anonymous");
  const c = url.searchParams.get("c");
  const lookup = c === null ? id : requireIdParam(request, c);
  const [item, menus] = await Promise.all([
    recordByIdOrSlug<NewsAttributes>(client, request, "api/news", lookup, undefined, preview ? { publicationState: "preview" } : {}),
    newsMenusOf(client, locale),
  ]);
  const a = item.attributes;
  const path = newsDetailPath(item.id, a.title);
  // A preview has its own address: no canonical news link to send it to.
  if (!preview && (c !== String(item.id) || id.normalize("NFC") !== slugify(a.title))) throw redirect(localizePath(path, locale), 301);

  const related = await relatedNews(client, item);
  const places = await venuesForPlaces(client, [a.place, ...related.map((r) => r.attributes.place)]);
  const venue = a.place ? places.get(a.place) : undefined;
  const text = storyText(a, locale);
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [
    { label: t("pages.newsList.title"), path: NEWS_LIST_PATH },
    { label: text.title },
  ]);
  const seo = storySeo(a, text, { path, locale, siteUrl, fallbackDescription: t("pages.newsDetails.description"), breadcrumbLd });
  const menuIds = a.connect_menu?.menu ?? [];
  return {
    seo,
    crumbs,
    news: {
      id: item.id,
      ...text,
      sourceUrl: a.source_url && /^https?:\/\//i.test(a.source_url) ? a.source_url : null,
      place: a.place ?? null,
    },
    venue: venue ? { slug: venue.slug, name: localized(venue, "name", locale) } : null,
    menus: menus.filter((m) => menuIds.includes(m.id)).map((m) => ({ slug: m.slug, label: m.label })),
    related: related.map((r) => toStoryCard(r, locale, menus, places)),
    shareUrl: canonicalUrl,
  };
}
