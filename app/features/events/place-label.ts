import type { EventAttributes } from "~/content/entities";
import { localized } from "~/content/localized";
import { type MasterData, labelOf } from "~/content/master-data";
import type { Locale } from "~/lib/locale";

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
