import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ListPage } from "~/components/list-page";
import { useLocalizePath } from "~/components/use-locale";
import { StoryCard } from "../media/story-card";
import { articleListConfig } from "./list-config";
import type { loadArticleList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadArticleList>>;

export function ArticleList({ data }: { data: Data }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const topics =
    data.topics.length > 0 ? (
      <nav className="topic-nav" aria-labelledby="topic-nav-title">
        <h2 id="topic-nav-title" className="topic-nav__title">
          {t("media.browseTopics")}
        </h2>
        <ul className="topic-nav__list">
          {data.topics.map((topic) => (
            <li key={topic.slug}>
              <Link to={to(topic.href)} className="topic-nav__link">
                {topic.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  return (
    <ListPage pageKey="articleList" config={articleListConfig} data={data} items={data.items} itemKey={(card) => card.key} before={topics}>
      {(card, index) => <StoryCard card={card} priority={index < 3} />}
    </ListPage>
  );
}
