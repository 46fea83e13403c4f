import { type KeywordIds, type ListConfig, type ListState, strapiListQuery } from "~/lib/list-query";

export const articleListConfig: ListConfig = {
  keyword: { kinds: ["article"] },
  facets: ["topic"],
  sorts: { newest: ["publishedAt:desc", "id:desc"], title: ["title:asc", "id:asc"] },
  defaultSort: "newest",
  pageSize: 12,
  populate: { topic: { fields: ["name", "name_en", "slug"] } },
};

export const ARTICLE_CARD_FIELDS = ["title", "title_en", "slug", "excerpt", "excerpt_en", "cover_img", "reading_minutes", "publishedAt"];

/** The article list query: `topic` in the URL is a topic slug, matched through the relation. */
export function articleListQuery(state: ListState, today: string, keywordIds?: KeywordIds): Record<string, unknown> {
  const { topic, ...facets } = state.facets;
  const query = strapiListQuery({ ...state, facets }, articleListConfig, today, keywordIds);
  const and = [...(((query.filters as { $and?: unknown[] } | undefined)?.$and) ?? [])];
  if (topic) and.push({ topic: { slug: { $eq: topic } } });
  const { filters: _filters, ...rest } = query;
  return { ...rest, ...(and.length > 0 ? { filters: { $and: and } } : {}), fields: ARTICLE_CARD_FIELDS };
}
