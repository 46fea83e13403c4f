import { formatLongDateRange } from "../../app/lib/dates";
import type { CalendarEvent } from "../../app/lib/ics";
import { mapUrl } from "../../app/lib/map-link";
import type { MailEnv } from "../mail/env";
import type { ShowFacts } from "../mail/return-mails";
import { sitePath } from "../mail/site-links";

/** The show and event collections a member saves or hears of, and the table each lives in. */
export const SHOW_TABLES = {
  "trade-shows": { table: "trade_shows", scope: "s.scope" },
  "thai-events": { table: "thai_events", scope: "NULL" },
} as const;
export type ShowCollection = keyof typeof SHOW_TABLES;

/** A show's row with its venue, as `showColumns` selects it (`s` the show, `v` its venue). */
export interface ShowRow {
  show_id: number;
  name: string;
  name_en: string | null;
  slug: string | null;
  scope: string | null;
  start_date: string;
  end_date: string;
  venue_name: string | null;
  venue_name_en: string | null;
  city: string | null;
  city_en: string | null;
  venue: string | null;
  venue_en: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The columns of a ShowRow, for a query over `<table> s LEFT JOIN venues v ON v.id = s.venue_id`. */
export const showColumns = (collection: ShowCollection) =>
  `s.id AS show_id, s.name, s.name_en, s.slug, ${SHOW_TABLES[collection].scope} AS scope, s.start_date, s.end_date,
   s.venue_name, s.venue_name_en, s.city, s.city_en, v.name AS venue, v.name_en AS venue_en, v.latitude, v.longitude`;

const inLanguage = (thai: string | null, english: string | null, en: boolean) => (en && english ? english : (thai ?? ""));

function showPage(env: MailEnv, collection: ShowCollection, row: ShowRow, en: boolean): string {
  const id = row.slug ?? row.show_id;
  const key = collection === "thai-events" ? "thaiEventDetails" : row.scope === "international" ? "intlTradeShowDetails" : "thaiTradeShowDetails";
  return sitePath(env, en ? "en" : "th", key, { id });
}

/** A show as a mail names it, in the member's language: Buddhist-era years in Thai, Gregorian in English. */
export function showFacts(env: MailEnv, collection: ShowCollection, row: ShowRow, en: boolean): ShowFacts {
  const venue = inLanguage(row.venue, row.venue_en, en) || inLanguage(row.venue_name, row.venue_name_en, en);
  const city = inLanguage(row.city, row.city_en, en);
  const place = [venue, city].filter(Boolean).join(", ");
  return {
    name: inLanguage(row.name, row.name_en, en),
    dates: formatLongDateRange(row.start_date, row.end_date, en ? "en" : "th"),
    place,
    mapLink: mapUrl(row.latitude, row.longitude, place || undefined),
    pageLink: showPage(env, collection, row, en),
  };
}

/** The show as a calendar event (all-day, its page as URL); the UID is the detail page's download's. */
export function showEvent(collection: ShowCollection, row: ShowRow, facts: ShowFacts): CalendarEvent {
  const kind = collection === "thai-events" ? "thai-event" : "trade-show";
  return {
    uid: `${kind}-${row.show_id}@expolink`,
    summary: facts.name,
    start: row.start_date,
    end: row.end_date,
    location: facts.place || undefined,
    url: facts.pageLink,
  };
}
