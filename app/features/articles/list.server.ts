import { bangkokToday } from "~/lib/dates";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { ArticleAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { listOf, totalOf } from "~/content/server";
import { listedPageCountOf } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { parseListState } from "~/lib/list-state";
import { localeFromPath } from "~/lib/locale";
import { topicPath } from "~/lib/article-link";
import { keywordIds } from "~/search/list-keyword.server";
import { toArticleCard } from "./cards";
import { articleListConfig, articleListQuery } from "./list-config";
import { articleTopicsOf } from "./topics.server";

export async function loadArticleList(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const client = contentClient(request, context, "anonymous");
  const state = parseListState(url.searchParams, articleListConfig);
  const ids = await keywordIds(context, articleListConfig, state);
  const [list, topics] = await Promise.all([
    listOf<ArticleAttributes>(client, "api/articles", articleListQuery(state, bangkokToday(), ids)),
    articleTopicsOf(client),
  ]);
  const readingTime = (minutes: number) => t("media.readingTime", { count: minutes });
  return {
    state,
    total: totalOf(list),
    pageCount: listedPageCountOf(request, list, state.page),
    items: list.data.map((item) => toArticleCard(item, locale, readingTime)),
    topics: topics.map((topic) => ({ slug: topic.attributes.slug, name: localized(topic.attributes, "name", locale), href: topicPath(topic.attributes.slug) })),
    selects: [{ name: "topic", label: t("list.topic"), options: topics.map((topic) => ({ value: topic.attributes.slug, label: localized(topic.attributes, "name", locale) })) }],
    sorts: [
      { value: "newest", label: t("list.sortNewest") },
      { value: "title", label: t("media.sortTitle") },
    ],
  };
}
