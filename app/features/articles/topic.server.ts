import { redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import * as v from "valibot";
import type { ArticleAttributes, ArticleTopicAttributes } from "~/model/entities";
import { imagePath, localized } from "~/content/localized";
import { listOf, totalOf } from "~/content/server";
import { listedPageCountOf, recordByIdOrSlug } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { localizePath } from "~/lib/locale";
import { requireIdParam } from "~/server/not-found.server";
import { requestPage } from "~/server/page-seo.server";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { fallbackLang } from "../media/fallback";
import { storySeo } from "../media/story-seo";
import { storyText } from "../media/story-text";
import { ARTICLE_LIST_PATH, articlePath, topicPath } from "~/lib/article-link";
import { toArticleCard } from "./cards";
import { ARTICLE_CARD_FIELDS } from "./list-config";
import { siteTitle } from "~/lib/site";

const TOPIC_PAGE_SIZE = 9;
const Page = v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1));

/**
 * A topic: its description and its articles, paginated. With `?article=<slug>` the page opens that article in
 * full above the others (articles have no route of their own); an article filed under another topic answers
 * 301 to that topic.
 */
export async function loadArticleTopic(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl, url } = requestPage(request, context);
  const t = serverT(locale);
  const client = contentClient(request, context, "anonymous");
  const articleParam = url.searchParams.get("article");
  const articleSlug = articleParam === null ? null : requireIdParam(request, articleParam);
  const parsedPage = v.safeParse(Page, url.searchParams.get("page") ?? "1");
  const page = parsedPage.success ? parsedPage.output : 1;

  const [topic, article] = await Promise.all([
    recordByIdOrSlug<ArticleTopicAttributes>(client, request, "api/article-topics", id),
    articleSlug
      ? recordByIdOrSlug<ArticleAttributes>(client, request, "api/articles", articleSlug, { topic: { fields: ["slug"] } })
      : Promise.resolve(null),
  ]);
  const topicSlug = topic.attributes.slug;
  if (article) {
    const home = article.attributes.topic?.data;
    if (home && home.id !== topic.id) throw redirect(localizePath(articlePath(home.attributes.slug, article.attributes.slug), locale), 301);
  }

  const list = await listOf<ArticleAttributes>(client, "api/articles", {
    filters: { $and: [{ topic: { id: { $eq: topic.id } } }, ...(article ? [{ id: { $ne: article.id } }] : [])] },
    sort: ["publishedAt:desc", "id:desc"],
    pagination: { page, pageSize: TOPIC_PAGE_SIZE },
    fields: ARTICLE_CARD_FIELDS,
  });

  const topicName = localized(topic.attributes, "name", locale);
  const topicDescription = localized(topic.attributes, "description", locale);
  const readingTime = (minutes: number) => t("media.readingTime", { count: minutes });
  const topicInfo = { slug: topicSlug, name: topicName };
  const a = article?.attributes;
  const path = a ? articlePath(topicSlug, a.slug) : `${topicPath(topicSlug)}${page > 1 ? `?page=${page}` : ""}`;
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const articleTitle = a ? localized(a, "title", locale) : "";
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [
    { label: t("pages.articleList.title"), path: ARTICLE_LIST_PATH },
    ...(a ? [{ label: topicName, path: topicPath(topicSlug) }, { label: articleTitle }] : [{ label: topicName }]),
  ]);

  let full = null;
  let seo: Seo;
  if (a) {
    const text = storyText(a, locale);
    full = {
      id: article.id,
      ...text,
      readingTime: a.reading_minutes ? readingTime(a.reading_minutes) : null,
    };
    seo = storySeo(a, text, { path, locale, siteUrl, fallbackDescription: topicDescription, breadcrumbLd });
  } else {
    seo = {
      title: siteTitle(`${topicName} | ${t("pages.articleList.title")}`),
      description: topicDescription || t("pages.articleTopic.description"),
      path,
      locale,
      siteUrl,
      image: imagePath(topic.attributes.cover_img),
      jsonLd: [breadcrumbLd],
    };
  }

  return {
    seo,
    crumbs,
    topic: {
      slug: topicSlug,
      name: topicName,
      nameLang: fallbackLang(topic.attributes, "name", locale),
      description: topicDescription,
      descriptionLang: fallbackLang(topic.attributes, "description", locale),
    },
    article: full,
    page,
    total: totalOf(list),
    pageCount: listedPageCountOf(request, list, page),
    items: list.data.map((item) => toArticleCard(item, locale, readingTime, topicInfo)),
    shareUrl: canonicalUrl,
  };
}
