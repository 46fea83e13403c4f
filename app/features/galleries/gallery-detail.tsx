import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Gallery } from "~/components/gallery";
import { ShareLinks } from "~/components/share-links";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { formatLongDate } from "~/lib/dates";
import { StoryCard } from "../media/story-card";
import type { loadGalleryDetail } from "./detail.server";
import { RelatedItems } from "~/components/detail-sections";

type Data = Awaited<ReturnType<typeof loadGalleryDetail>>;

export function GalleryDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { gallery } = data;
  return (
    <article className="container page gallery-page">
      <Breadcrumbs items={data.crumbs} />
      <header className="gallery-page__header">
        <div>
          <h1 lang={gallery.titleLang}>{gallery.title}</h1>
          {gallery.description ? (
            <p className="page-intro__lead" lang={gallery.descriptionLang}>
              {gallery.description}
            </p>
          ) : null}
          <dl className="facts" aria-label={t("media.galleryFacts")}>
            {gallery.date ? (
              <div>
                <dt>{t("media.eventDate")}</dt>
                <dd>
                  <time dateTime={gallery.date}>{formatLongDate(gallery.date, locale)}</time>
                </dd>
              </div>
            ) : null}
            {data.show ? (
              <div>
                <dt>{t("media.tradeShow")}</dt>
                <dd>
                  <Link to={to(data.show.path)}>{data.show.name}</Link>
                </dd>
              </div>
            ) : null}
            {data.venue ? (
              <div>
                <dt>{t("media.place")}</dt>
                <dd>
                  <Link to={to(data.venue.path)}>{data.venue.name}</Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("media.photos")}</dt>
              <dd>{t("media.photoCount", { count: gallery.images.length })}</dd>
            </div>
          </dl>
        </div>
        <ShareLinks url={data.shareUrl} title={gallery.title} />
      </header>
      <Gallery images={gallery.images} locale={locale} title={t("media.allPhotos")} id="photo-gallery" />
      <RelatedItems id="more-galleries-title" title={t("media.moreGalleries")} items={data.more} itemKey={(card) => card.key}>
        {(card) => <StoryCard card={card} headingLevel={3} />}
      </RelatedItems>
    </article>
  );
}
