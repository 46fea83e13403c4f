import type { ImageValue } from "~/model/types";
import { imagePath } from "~/content/localized";
import { LOCALES, localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { siteTitle } from "~/lib/site";
import { newsArticleJsonLd } from "~/lib/structured-data";

interface StoryMeta {
  cover_img?: ImageValue;
  publishedAt: string;
  updatedAt: string;
  author?: string | null;
}

interface StoryPage {
  /** Unprefixed path of the page that shows the story in full. */
  path: string;
  locale: Locale;
  siteUrl: string;
  /** Said when the story has no excerpt. */
  fallbackDescription: string;
  breadcrumbLd: object;
}

/**
 * SEO of a news item or an article read in full: an article page with its NewsArticle, in the language its body
 * is written in (Thai when an English page falls back), then the breadcrumbs.
 */
export function storySeo(
  a: StoryMeta,
  text: { title: string; excerpt: string; contentLang: "th" | undefined },
  { path, locale, siteUrl, fallbackDescription, breadcrumbLd }: StoryPage,
): Seo {
  const cover = imagePath(a.cover_img);
  return {
    title: siteTitle(text.title),
    description: text.excerpt || fallbackDescription,
    path,
    locale,
    siteUrl,
    image: cover,
    type: "article",
    jsonLd: [
      newsArticleJsonLd({
        headline: text.title,
        description: text.excerpt || undefined,
        url: absoluteUrl(siteUrl, localizePath(path, locale)),
        image: cover ? absoluteUrl(siteUrl, cover) : undefined,
        datePublished: a.publishedAt,
        dateModified: a.updatedAt,
        author: a.author,
        inLanguage: LOCALES[text.contentLang ?? locale].language,
      }),
      breadcrumbLd,
    ],
  };
}
