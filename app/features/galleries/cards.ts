import type { Linked, PhotoGalleryAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import type { StrapiEntity } from "~/model/types";
import type { Locale } from "~/domain/locales";
import { fallbackLang } from "../media/fallback";
import { bangkokDay } from "~/lib/dates";
import type { StoryCardData } from "../media/story-card-data";
import { galleryPath } from "./gallery-link";

/** A gallery as a card: its event date above the title, the photo count and the venue under it. */
export function toGalleryCard(item: StrapiEntity<Linked<PhotoGalleryAttributes>>, locale: Locale, photoCount: (count: number) => string): StoryCardData {
  const a = item.attributes;
  const venue = a.venue?.data?.attributes;
  const count = a.images?.length ?? 0;
  return {
    key: item.id,
    href: galleryPath(a.slug),
    image: a.cover_img ?? a.images?.[0],
    title: localized(a, "title", locale),
    titleLang: fallbackLang(a, "title", locale),
    date: a.event_date ? a.event_date.slice(0, 10) : bangkokDay(a.publishedAt) || undefined,
    meta: [count > 0 ? photoCount(count) : "", venue ? localized(venue, "name", locale) : ""].filter(Boolean).join(" · ") || undefined,
  };
}
