export const ARTICLE_LIST_PATH = "/article-lists";

/** A topic page; articles have no page of their own (docs/pages.md). */
export function topicPath(topicSlug: string): string {
  return `/article-topic/${encodeURIComponent(topicSlug)}`;
}

/** An article opens in full on its topic's page, above the topic's other articles. */
export function articlePath(topicSlug: string, articleSlug: string): string {
  return `${topicPath(topicSlug)}?article=${encodeURIComponent(articleSlug)}`;
}
