import type { NewsAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import type { StrapiEntity } from "~/model/types";
import type { Locale } from "~/domain/locales";
import { storyCardText, type StoryCardData } from "../media/story-card-data";
import { newsDetailPath } from "../../lib/news-link";
import type { PlaceVenues } from "./places.server";

/** A news place in the page's language: the venue's own name when the place names a venue. */
export function placeLabel(place: string | null | undefined, places: PlaceVenues, locale: Locale): string | undefined {
  if (!place) return undefined;
  const venue = places.get(place);
  return venue ? localized(venue, "name", locale) : place;
}

/** A news item as a card: its first known menu as the eyebrow, its place under the title. */
export function toStoryCard(
  item: StrapiEntity<NewsAttributes>,
  locale: Locale,
  menus: readonly { id: number; label: string }[],
  places: PlaceVenues,
): StoryCardData {
  const a = item.attributes;
  const menuIds = a.connect_menu?.menu ?? [];
  return {
    key: item.id,
    href: newsDetailPath(item.id, a.title),
    ...storyCardText(a, locale),
    eyebrow: menus.find((m) => menuIds.includes(m.id))?.label,
    meta: placeLabel(a.place, places, locale),
  };
}
