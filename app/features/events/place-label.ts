import type { EventAttributes } from "~/model/entities";
import type { Image } from "~/model/shapes";
import { localized, localizedImage } from "~/content/localized";
import { type MasterData, labelOf } from "~/content/master-data";
import type { Locale } from "~/domain/locales";

/** "Venue · Province" for Thai shows, "Venue · City, Country" abroad, in the page's language. */
export function eventPlaceLabel(event: EventAttributes, master: MasterData, locale: Locale): string {
  const venue = event.venue?.data?.attributes;
  const venueName = venue ? localized(venue, "name", locale) : localized(event, "venue_name", locale);
  const country = event.country ?? "Thailand";
  const where =
    country === "Thailand"
      ? labelOf(master.provinces, event.province ?? venue?.province, locale)
      : [localized(event, "city", locale), labelOf(master.countries, country, locale)].filter(Boolean).join(", ");
  return [venueName, where].filter(Boolean).join(" · ");
}

/** Shows are tagged with an industry, events with a category. */
export type EventTag = "industry" | "category";
export type TaggedEvent = EventAttributes & { category?: string | null };

export const eventTagValue = (event: TaggedEvent, tag: EventTag) => (tag === "industry" ? event.industry : event.category);

/** The tag's name in the page's language. */
export function eventTagLabel(event: TaggedEvent, master: MasterData, locale: Locale, tag: EventTag): string {
  return labelOf(tag === "industry" ? master.sectors : master.event_categories, eventTagValue(event, tag), locale);
}

/** What a show's or event's card says besides its own fields: where, and the tag (shown as the card's industry). */
export function eventCardLabels(event: TaggedEvent, master: MasterData, locale: Locale, tag: EventTag) {
  return { place: eventPlaceLabel(event, master, locale), industry: eventTagLabel(event, master, locale, tag) };
}

/**
 * The fields a card and the lists around it read (EventCard, the booth terms, the free-entry note, the detail
 * path). Descriptions, galleries, the populated venue and the other language's name and alt text stay on the
 * server: the page's data is part of its HTML and parsed in the browser before it hydrates.
 */
const CARD_FIELDS = [
  "name",
  "slug",
  "scope",
  "start_date",
  "end_date",
  "cover_img",
  "event_status",
  "reservation_open",
  "reservation_deadline",
  "booth_price_from",
  "booth_currency",
  "free_entry",
] as const;

export type CardAttributes<A> = Pick<A, Extract<keyof A, (typeof CARD_FIELDS)[number]>>;

/** A card's fields in the page's language: `name` is the localized name and the cover keeps one alt text. */
export function cardAttributes<A extends object>(attributes: A, locale: Locale): CardAttributes<A> {
  const source = attributes as Record<string, unknown>;
  const card = Object.fromEntries(CARD_FIELDS.filter((field) => field in source).map((field) => [field, source[field]]));
  if ("name" in card) card.name = localized(source, "name", locale);
  if ("cover_img" in card) card.cover_img = localizedImage(card.cover_img as Image, locale);
  return card as CardAttributes<A>;
}

/** A listed show or event with its card labels. */
export function eventCardItem<A extends TaggedEvent>(record: { id: number; attributes: A }, master: MasterData, locale: Locale, tag: EventTag) {
  return { id: record.id, attributes: cardAttributes(record.attributes, locale), labels: eventCardLabels(record.attributes, master, locale, tag) };
}
