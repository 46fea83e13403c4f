import { useTranslation } from "~/i18n/react";
import { DetailBody } from "~/components/detail-sections";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Pagination } from "~/components/pagination";
import { ShareLinks } from "~/components/share-links";
import { useLocalizePath } from "~/components/use-locale";
import { StoryCard } from "../media/story-card";
import { StoryByline } from "../media/story-byline";
import { StoryContent } from "../media/story-content";
import { topicPath } from "~/lib/article-link";
import type { loadArticleTopic } from "./topic.server";

type Data = Awaited<ReturnType<typeof loadArticleTopic>>;

function FullArticle({ article, topic, shareUrl }: { article: NonNullable<Data["article"]>; topic: Data["topic"]; shareUrl: string }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <article className="story" aria-labelledby="article-title">
      <header className="story__header">
        <h1 id="article-title" lang={article.titleLang}>
          {article.title}
        </h1>
        <StoryByline story={article}>{article.readingTime ? <span>{article.readingTime}</span> : null}</StoryByline>
      </header>
      <DetailBody>
        <div className="detail-main story__main">
          <StoryContent story={article} />
        </div>
        <aside className="detail-side story__side">
          <ShareLinks url={shareUrl} title={article.title} />
          <p>
            <Link to={to(topicPath(topic.slug))} className="story__back link-back">
              {t("media.allInTopic", { topic: topic.name })}
            </Link>
          </p>
        </aside>
      </DetailBody>
    </article>
  );
}

/** A topic page: the topic's description and its articles; with `?article=` that article in full on top. */
export function ArticleTopic({ data }: { data: Data }) {
  const { t } = useTranslation();
  const { topic, article } = data;
  const Heading = article ? "h2" : "h1";
  return (
    <div className="container page">
      <Breadcrumbs items={data.crumbs} />
      {article ? <FullArticle article={article} topic={topic} shareUrl={data.shareUrl} /> : null}
      <section className={article ? "related topic-more" : "topic-page"} aria-labelledby="topic-title">
        <header className="page-intro">
          {article ? <p className="topic-more__kicker">{t("media.moreInTopic")}</p> : null}
          <Heading id="topic-title" lang={topic.nameLang}>
            {topic.name}
          </Heading>
          {topic.description ? (
            <p className="page-intro__lead" lang={topic.descriptionLang}>
              {topic.description}
            </p>
          ) : null}
        </header>
        {data.items.length > 0 ? (
          <ul className="card-grid">
            {data.items.map((card, index) => (
              <li key={card.key}>
                <StoryCard card={card} headingLevel={article ? 3 : 2} priority={!article && index < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <p className="empty-state__title">{t("media.noArticles")}</p>
          </div>
        )}
        <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => (page > 1 ? `?page=${page}` : "?")} />
      </section>
    </div>
  );
}
