import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { PhotoGalleryAttributes } from "~/model/entities";
import { imagePath, localized } from "~/content/localized";
import { optionalListOf } from "~/content/server";
import { recordByIdOrSlug } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { LOCALES, localizePath } from "~/lib/locale";
import { requireIdParam } from "~/server/not-found.server";
import { requestPage } from "~/server/page-seo.server";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { fallbackLang } from "../media/fallback";
import { toGalleryCard } from "./cards";
import { GALLERY_LIST_PATH, galleryPath } from "./gallery-link";
import { imageGalleryJsonLd } from "./image-gallery-ld";
import { galleryListConfig } from "./list-config";
import { pagePath, tradeShowPath } from "~/lib/paths";
import { siteTitle } from "~/lib/site";

export async function loadGalleryDetail(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined, preview = false) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  // A back-office preview reads the draft with the API token and is never shared with visitors.
  const client = contentClient(request, context, preview ? "server" : "anonymous");
  const populate = { trade_show: { fields: ["name", "name_en", "slug", "scope"] }, venue: { fields: ["name", "name_en", "slug"] } };
  const gallery = await recordByIdOrSlug<PhotoGalleryAttributes>(client, request, "api/photo-galleries", id, populate, preview ? { publicationState: "preview" } : {});
  const a = gallery.attributes;
  const more = await optionalListOf<PhotoGalleryAttributes>(client, "api/photo-galleries", {
    filters: { id: { $ne: gallery.id } },
    sort: ["event_date:desc", "id:desc"],
    pagination: { page: 1, pageSize: 3 },
    populate: galleryListConfig.populate,
  });

  const path = galleryPath(a.slug);
  const title = localized(a, "title", locale);
  const description = localized(a, "description", locale);
  const images = a.images ?? [];
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const cover = imagePath(a.cover_img) ?? images[0]?.path;
  const show = a.trade_show?.data;
  const venue = a.venue?.data;
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [
    { label: t("pages.galleryList.title"), path: GALLERY_LIST_PATH },
    { label: title },
  ]);
  const seo: Seo = {
    title: siteTitle(title),
    description: description || t("pages.galleryDetails.description"),
    path,
    locale,
    siteUrl,
    image: cover,
    jsonLd: [
      imageGalleryJsonLd({
        name: title,
        description,
        url: canonicalUrl,
        datePublished: a.publishedAt,
        inLanguage: LOCALES[locale].language,
        images: images.map((image) => ({
          url: absoluteUrl(siteUrl, image.path),
          caption: locale === "en" ? image.caption_en || image.alt_en || image.alt : image.caption || image.alt,
          width: image.width,
          height: image.height,
        })),
      }),
      breadcrumbLd,
    ],
  };
  const photoCount = (count: number) => t("media.photoCount", { count });
  return {
    seo,
    crumbs,
    gallery: {
      title,
      titleLang: fallbackLang(a, "title", locale),
      description,
      descriptionLang: fallbackLang(a, "description", locale),
      date: a.event_date ? a.event_date.slice(0, 10) : null,
      images,
    },
    show: show
      ? { name: localized(show.attributes, "name", locale), path: tradeShowPath(show.attributes) }
      : null,
    venue: venue ? { name: localized(venue.attributes, "name", locale), path: pagePath("venueDetails", { id: venue.attributes.slug }) } : null,
    more: more.map((item) => toGalleryCard(item, locale, photoCount)),
    shareUrl: canonicalUrl,
  };
}
