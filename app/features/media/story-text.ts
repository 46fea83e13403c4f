import type { SeedImageValue } from "~/model/entities";
import { localized } from "~/content/localized";
import type { ImageValue } from "~/model/types";
import type { Locale } from "~/domain/locales";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import { fallbackLang } from "./fallback";
import { bangkokDay } from "~/lib/dates";

export interface StoryAttributes {
  title: string;
  title_en?: string | null;
  excerpt?: string | null;
  excerpt_en?: string | null;
  content?: string | null;
  content_en?: string | null;
  cover_img?: ImageValue | SeedImageValue;
  publishedAt: string;
  author?: string | null;
}

export type StoryText = ReturnType<typeof storyText>;

/**
 * The reading text of a news item or an article in the page's language: each part says when it fell back to
 * Thai (so it can be marked lang="th"), and the body is sanitised.
 */
export function storyText(a: StoryAttributes, locale: Locale) {
  const content = localized(a, "content", locale);
  return {
    title: localized(a, "title", locale),
    titleLang: fallbackLang(a, "title", locale),
    excerpt: localized(a, "excerpt", locale),
    excerptLang: fallbackLang(a, "excerpt", locale),
    contentHtml: hasVisibleText(content) ? sanitizeRichText(content) : "",
    contentLang: fallbackLang(a, "content", locale),
    cover: a.cover_img ?? null,
    date: bangkokDay(a.publishedAt) || undefined,
    author: a.author ?? null,
  };
}
