import { pagePath } from "~/lib/paths";
export const ARTICLE_LIST_PATH = pagePath("articleList");

/** A topic page; articles have no page of their own (docs/pages.md). */
export function topicPath(topicSlug: string): string {
  return pagePath("articleTopic", { id: topicSlug });
}

/** An article opens in full on its topic's page, above the topic's other articles. */
export function articlePath(topicSlug: string, articleSlug: string): string {
  return pagePath("articleTopic", { id: topicSlug, query: { article: articleSlug } });
}
