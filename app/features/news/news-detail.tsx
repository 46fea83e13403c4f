import { useTranslation } from "~/i18n/react";
import { Byline } from "~/components/byline";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContentImage } from "~/components/content-image";
import { ShareLinks } from "~/components/share-links";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { formatNewsDate } from "~/lib/dates";
import { StoryCard } from "../media/story-card";
import { StoryContent } from "../media/story-content";
import type { loadNewsDetail } from "./detail.server";
import { NEWS_LIST_PATH } from "../../lib/news-link";
import { pagePath } from "~/lib/paths";
import { RelatedItems } from "~/components/related-items";
import { NewTabLink } from "~/components/new-tab-link";

type Data = Awaited<ReturnType<typeof loadNewsDetail>>;

export function NewsDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { news } = data;

  return (
    <article className="container page story">
      <Breadcrumbs items={data.crumbs} />
      <header className="story__header">
        {data.menus.length > 0 ? (
          <ul className="story__sections" aria-label={t("media.menu")}>
            {data.menus.map((menu) => (
              <li key={menu.slug}>
                <Link to={to(`${NEWS_LIST_PATH}?menu=${encodeURIComponent(menu.slug)}`)} className="tag story__section-link">
                  {menu.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <h1 lang={news.titleLang}>{news.title}</h1>
        <p className="story__byline">
          {news.date ? <time dateTime={news.date}>{formatNewsDate(news.date, locale)}</time> : null}
          {news.author ? <Byline author={news.author} /> : null}
        </p>
      </header>

      <div className="detail-body story__body">
        <div className="detail-main story__main">
          <ContentImage image={news.cover} locale={locale} fallbackAlt={news.title} ratio="16 / 9" priority className="story__cover" sizes="(min-width: 64rem) 46rem, 100vw" />
          <StoryContent
            contentHtml={news.contentHtml}
            contentLang={news.contentLang}
            excerpt={news.excerpt}
            excerptLang={news.excerptLang}
            titleLang={news.titleLang}
          />
          {news.sourceUrl ? (
            <p className="story__source">
              <NewTabLink href={news.sourceUrl}>{t("media.source")}</NewTabLink>
            </p>
          ) : null}
        </div>
        <aside className="detail-side story__side">
          {news.place ? (
            <dl className="story__facts">
              <dt>{t("media.place")}</dt>
              <dd>{data.venue ? <Link to={to(pagePath("venueDetails", { id: data.venue.slug }))}>{data.venue.name}</Link> : news.place}</dd>
            </dl>
          ) : null}
          <ShareLinks url={data.shareUrl} title={news.title} />
          <p>
            <Link to={to(NEWS_LIST_PATH)} className="story__back">
              {t("media.allNews")}
            </Link>
          </p>
        </aside>
      </div>

      <RelatedItems id="related-news-title" title={t("media.relatedNews")} items={data.related} itemKey={(card) => card.key}>
        {(card) => <StoryCard card={card} headingLevel={3} />}
      </RelatedItems>
    </article>
  );
}
