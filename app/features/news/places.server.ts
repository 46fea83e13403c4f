import type { ContentClient } from "~/content/client";
import type { VenueAttributes } from "~/model/entities";
import { optionalListOf } from "~/content/server";

export type PlaceVenues = Map<string, { slug: string; name: string; name_en?: string | null }>;

/**
 * The venues that news `place` strings name (a venue's Thai or English name), in one query, so cards and pages
 * can show the venue's name in the page's language and link to it. Places that name no venue stay plain text.
 */
export async function venuesForPlaces(client: ContentClient, places: readonly (string | null | undefined)[]): Promise<PlaceVenues> {
  const unique = [...new Set(places.filter((p): p is string => Boolean(p)))];
  if (unique.length === 0) return new Map();
  const venues = await optionalListOf<VenueAttributes>(client, "api/venues", {
    filters: { $or: [{ name: { $in: unique } }, { name_en: { $in: unique } }] },
    fields: ["name", "name_en", "slug"],
    pagination: { page: 1, pageSize: 100 },
  });
  const found: PlaceVenues = new Map();
  for (const place of unique) {
    const venue = venues.find((v) => v.attributes.name === place || v.attributes.name_en === place);
    if (venue) found.set(place, { slug: venue.attributes.slug, name: venue.attributes.name ?? place, name_en: venue.attributes.name_en });
  }
  return found;
}
