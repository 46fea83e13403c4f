import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import type { ShowStatus } from "~/domain/shows";
import { type MasterData, labelOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { listOf } from "~/content/server";
import { eventPlaceLabel } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { type CalendarEvent, namedCalendar } from "~/lib/ics";
import { bangkokToday, formatLongDateRange } from "~/lib/dates";
import { localeFromPath, localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { pagePath, tradeShowPath } from "~/lib/paths";
import type { EventAttributes, Linked } from "~/model/entities";
import type { StrapiList } from "~/model/types";
import { portalStore } from "~/portal-store/portal-store.server";
import { portalNow } from "~/domain/clock";

/** A feed holds at most this many events of each kind (Strapi's largest page): a year ahead of one industry fits. */
const FEED_SIZE = 100;
const FIELDS = ["name", "name_en", "slug", "start_date", "end_date", "event_status", "opening_hours", "opening_hours_en", "summary", "summary_en", "venue_name", "venue_name_en", "city", "city_en", "province", "country"];
const SOURCES = [
  { api: "api/trade-shows", kind: "trade-show", fields: [...FIELDS, "scope"] },
  { api: "api/thai-events", kind: "thai-event", fields: FIELDS },
] as const;

type FeedSource = (typeof SOURCES)[number];

/** The show's status as calendar apps read it (a show moved online still takes place). */
const STATUS: Record<string, CalendarEvent["status"]> = {
  scheduled: "CONFIRMED",
  "moved-online": "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
} satisfies Record<ShowStatus, CalendarEvent["status"]>;
type FeedRow = Linked<EventAttributes> & { scope?: string | null };

const notFound = () => data(null, { status: 404 });

/** `metalex.ics` -> `metalex`; anything not ending in `.ics`, or with more than a slug before it, is no feed. */
export function feedSlug(file: string | undefined): string | null {
  const match = /^([a-z0-9-]{1,80})\.ics$/.exec(file ?? "");
  return match ? match[1]! : null;
}

function detailPath(source: FeedSource, row: FeedRow): string {
  return source.kind === "trade-show" ? tradeShowPath({ scope: row.scope, slug: row.slug }) : pagePath("thaiEventDetails", { id: row.slug });
}

/** One show or event as a whole-day calendar event; the Thai feed writes its dates with Buddhist-era years. */
function feedEvent(source: FeedSource, id: number, row: FeedRow, master: MasterData, locale: Locale, siteUrl: string): CalendarEvent {
  const t = serverT(locale);
  const hours = localized(row, "opening_hours", locale);
  const summary = localized(row, "summary", locale);
  const description = [
    t("mail.feed.dates", { dates: formatLongDateRange(row.start_date, row.end_date ?? row.start_date, locale) }),
    hours ? t("mail.feed.hours", { hours }) : "",
    summary,
  ].filter(Boolean);
  const start = String(row.start_date);
  return {
    uid: `${source.kind}-${id}@${new URL(siteUrl).hostname}`,
    summary: localized(row, "name", locale),
    start,
    end: String(row.end_date ?? start),
    location: eventPlaceLabel(row, master, locale),
    url: new URL(localizePath(detailPath(source, row), locale), siteUrl).toString(),
    description: description.join("\n"),
    status: STATUS[row.event_status ?? "scheduled"] ?? "CONFIRMED",
  };
}

function calendarResponse(body: string, file: string, privateFeed: boolean): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${file}"`,
      "X-Robots-Tag": "noindex",
      // A member's feed names what they saved: no cache, shared or not, may keep it.
      ...(privateFeed ? { "Cache-Control": "private, no-store" } : {}),
    },
  });
}

/**
 * `/calendar/<industry>.ics`: the shows and events of one master-data industry that have not ended, soonest first,
 * in the path's language. Public: the page cache keeps it like a page, renewed when the collections it read change.
 */
export async function industryFeed(request: Request, context: Readonly<RouterContextProvider>, file: string | undefined): Promise<Response> {
  const slug = feedSlug(file);
  if (!slug) throw notFound();
  const locale = localeFromPath(new URL(request.url).pathname);
  const client = contentClient(request, context, "anonymous");
  const master = await masterDataOf(client);
  const industry = master.sectors.find((s) => s.group === "industry" && s.value === slug);
  if (!industry) throw notFound();
  const siteUrl = context.get(appContext).env.SITE_URL;
  const today = bangkokToday();
  const lists = await Promise.all(
    SOURCES.map((source) =>
      listOf<FeedRow>(client, source.api, {
        filters: { industry: { $eq: slug }, end_date: { $gte: today } },
        fields: source.fields,
        populate: { venue: { fields: ["name", "name_en", "province"] } },
        sort: ["start_date:asc", "id:asc"],
        pagination: { page: 1, pageSize: FEED_SIZE },
      }),
    ),
  );
  const events = SOURCES.flatMap((source, i) => lists[i]!.data.map((item) => feedEvent(source, item.id, item.attributes, master, locale, siteUrl)));
  events.sort((a, b) => a.start.localeCompare(b.start));
  const name = serverT(locale)("mail.feed.name", { industry: labelOf(master.sectors, slug, locale) });
  return calendarResponse(namedCalendar({ name, stamp: portalNow(), events }), `${slug}.ics`, false);
}

interface BookmarkRow {
  collection: string;
  item_id: number;
}

/**
 * `/calendar/saved/<token>.ics`: a member's saved shows and events, found by the secret token alone (a calendar
 * app has no session). An unknown or renewed-away token is a 404, at once: nothing of it is cached.
 */
export async function savedFeed(request: Request, context: Readonly<RouterContextProvider>, file: string | undefined): Promise<Response> {
  const token = /^([0-9a-f]{48})\.ics$/.exec(file ?? "")?.[1];
  const { env } = context.get(appContext);
  const owner = token ? await portalStore(env).calendarFeeds.owner(token) : null;
  if (owner === null) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const locale = localeFromPath(new URL(request.url).pathname);
  const client = contentClient(request, context, "server");
  const [bookmarks, master] = await Promise.all([
    client.query<StrapiList<BookmarkRow>>("api/bookmarks", {
      filters: { user: { $eq: owner }, collection: { $in: SOURCES.map((s) => s.api.slice(4)) } },
      fields: ["collection", "item_id"],
      pagination: { page: 1, pageSize: FEED_SIZE },
    }),
    masterDataOf(client),
  ]);
  const saved = bookmarks.ok ? bookmarks.data.data.map((b) => b.attributes) : [];
  const lists = await Promise.all(
    SOURCES.map((source) => {
      const ids = saved.filter((b) => `api/${b.collection}` === source.api).map((b) => b.item_id);
      if (ids.length === 0) return Promise.resolve({ data: [] } as unknown as StrapiList<FeedRow>);
      return listOf<FeedRow>(client, source.api, {
        filters: { id: { $in: ids } },
        fields: source.fields,
        populate: { venue: { fields: ["name", "name_en", "province"] } },
        pagination: { page: 1, pageSize: FEED_SIZE },
      });
    }),
  );
  const events = SOURCES.flatMap((source, i) => lists[i]!.data.map((item) => feedEvent(source, item.id, item.attributes, master, locale, env.SITE_URL)));
  events.sort((a, b) => a.start.localeCompare(b.start));
  return calendarResponse(namedCalendar({ name: serverT(locale)("mail.calendar.feedName"), stamp: portalNow(), events }), "saved.ics", true);
}
