import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ShareLinks } from "~/components/share-links";
import { useLocalizePath } from "~/components/use-locale";
import { StoryCard } from "../media/story-card";
import { StoryByline } from "../media/story-byline";
import { StoryContent } from "../media/story-content";
import type { loadNewsDetail } from "./detail.server";
import { NEWS_LIST_PATH } from "../../lib/news-link";
import { pagePath } from "~/lib/paths";
import { DetailBody, RelatedItems } from "~/components/detail-sections";
import { NewTabLink } from "~/components/new-tab-link";

type Data = Awaited<ReturnType<typeof loadNewsDetail>>;

export function NewsDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
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
        <StoryByline story={news} />
      </header>

      <DetailBody>
        <div className="detail-main story__main">
          <StoryContent story={news} />
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
            <Link to={to(NEWS_LIST_PATH)} className="story__back link-back">
              {t("media.allNews")}
            </Link>
          </p>
        </aside>
      </DetailBody>

      <RelatedItems id="related-news-title" title={t("media.relatedNews")} items={data.related} itemKey={(card) => card.key}>
        {(card) => <StoryCard card={card} headingLevel={3} />}
      </RelatedItems>
    </article>
  );
}
