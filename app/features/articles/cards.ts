import type { ArticleAttributes, Linked } from "~/model/entities";
import { localized } from "~/content/localized";
import type { StrapiEntity } from "~/model/types";
import type { Locale } from "~/domain/locales";
import { storyCardText, type StoryCardData } from "../media/story-card-data";
import { ARTICLE_LIST_PATH, articlePath } from "~/lib/article-link";

/** An article as a card; `topic` is the article's own (populated) or the page's topic. */
export function toArticleCard(
  item: StrapiEntity<Linked<ArticleAttributes>>,
  locale: Locale,
  readingTime: (minutes: number) => string,
  topic?: { slug: string; name: string },
): StoryCardData {
  const a = item.attributes;
  const own = a.topic?.data?.attributes;
  const topicSlug = topic?.slug ?? own?.slug;
  return {
    key: item.id,
    href: topicSlug ? articlePath(topicSlug, a.slug) : ARTICLE_LIST_PATH,
    ...storyCardText(a, locale),
    eyebrow: topic ? undefined : own ? localized(own, "name", locale) : undefined,
    meta: a.reading_minutes ? readingTime(a.reading_minutes) : undefined,
  };
}
