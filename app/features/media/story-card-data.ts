import type { SeedImageValue } from "~/model/entities";
import type { ImageValue } from "~/model/types";
import { localized } from "~/content/localized";
import { bangkokDay } from "~/lib/dates";
import type { Locale } from "~/domain/locales";
import { fallbackLang } from "./fallback";
import type { StoryAttributes } from "./story-text";

/** What a news, article or gallery card shows, resolved in the loader so the card stays a plain component. */
export interface StoryCardData {
  key: number;
  /** Unprefixed path of the page the card opens. */
  href: string;
  image: ImageValue | SeedImageValue;
  title: string;
  /** "th" when an English page shows the Thai title. */
  titleLang?: "th";
  excerpt?: string;
  excerptLang?: "th";
  /** yyyy-mm-dd in Bangkok, so server and browser format the same day. */
  date?: string;
  /** A small label above the title: the news menu or the article topic. */
  eyebrow?: string;
  /** One line under the title: the place of a news item, the photo count of a gallery. */
  meta?: string;
}

/** What the card of a news item or an article takes from the story itself, in the page's language. */
export function storyCardText(a: Omit<StoryAttributes, "content" | "content_en" | "author">, locale: Locale) {
  return {
    image: a.cover_img,
    title: localized(a, "title", locale),
    titleLang: fallbackLang(a, "title", locale),
    excerpt: localized(a, "excerpt", locale) || undefined,
    excerptLang: fallbackLang(a, "excerpt", locale),
    date: bangkokDay(a.publishedAt) || undefined,
  } satisfies Partial<StoryCardData>;
}
