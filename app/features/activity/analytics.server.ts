import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { ContentClient } from "~/content/client";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import type { StrapiList } from "~/model/types";
import { appContext } from "~/context";
import type { Member } from "~/session/session.server";
import { serverT } from "~/i18n/server";
import { LOCALES } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { barChartSvg } from "~/lib/svg-chart";
import { countByWeek, lastWeeks } from "~/lib/weeks";
import { portalStore } from "~/portal-store/portal-store.server";
import { dateTimeFormat } from "~/lib/intl-formats";

export const ANALYTICS_WEEKS = 8;
/** Requests read per listing and window: more than any listing receives in eight weeks today. */
const MAX_PAGES = 10;
const PAGE_SIZE = 100;

export interface RunListing {
  kind: ListingKind;
  id: number;
  name: string;
  slug: string;
}

export interface ListingStats extends RunListing {
  weeks: string[];
  weekLabels: string[];
  views: number[];
  quotations: number[];
  /** Leads come from booth reservations at an organizer's shows; other listings have none to count. */
  leads: number[] | null;
  answered: number;
  total: number;
  viewsSvg: string;
  requestsSvg: string;
}

interface Dated {
  createdAt: string;
  answered_at?: string | null;
}

/** Every row of a query (created inside the window), read with the member's own token and so through their scope. */
async function createdSince(client: ContentClient, path: string, filters: Record<string, unknown>, since: string, fields: string[]): Promise<Dated[]> {
  const rows: Dated[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await client.query<StrapiList<Dated>>(path, {
      filters: { $and: [filters, { createdAt: { $gte: since } }] },
      fields,
      sort: ["createdAt:asc"],
      pagination: { page, pageSize: PAGE_SIZE },
    });
    if (!result.ok) break;
    rows.push(...result.data.data.map((entry) => entry.attributes));
    if (result.data.data.length < PAGE_SIZE) break;
  }
  return rows;
}

/** Monday 00:00 in Bangkok of the first week, as the UTC instant the service compares createdAt with. */
const windowStart = (firstWeek: string) => new Date(`${firstWeek}T00:00:00+07:00`).toISOString();

const weekLabel = (week: string, locale: Locale) =>
  dateTimeFormat(LOCALES[locale].iso, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${week}T00:00:00Z`));

/** Under a chart's bars: the day of each week's Monday, with the month where it starts or changes. */
function axisLabels(weeks: readonly string[], locale: Locale): string[] {
  return weeks.map((week, i) => (i === 0 || week.slice(5, 7) !== weeks[i - 1]!.slice(5, 7) ? weekLabel(week, locale) : String(Number(week.slice(8)))));
}

/**
 * For each listing the member runs: views per week (counted at the edge), quotation requests and leads per week
 * and the answer rate over the same weeks, with the two charts drawn here on the server. The requests are read
 * with the member's own token, so the content service's scope decides what they may count.
 */
export async function listingStats(
  request: Request,
  context: Readonly<RouterContextProvider>,
  member: Member,
  listings: readonly RunListing[],
  locale: Locale,
  now = new Date(),
): Promise<ListingStats[]> {
  const { listingViews } = portalStore(context.get(appContext).env);
  const t = serverT(locale);
  const client = contentClient(request, context, member);
  const weeks = lastWeeks(now, ANALYTICS_WEEKS);
  const since = windowStart(weeks[0]!);
  const weekLabels = weeks.map((week) => weekLabel(week, locale));
  const axis = axisLabels(weeks, locale);
  return Promise.all(
    listings.map(async (listing) => {
      const [views, quotationRows, leadRows] = await Promise.all([
        listingViews.byWeek(listing.kind, [listing.slug, String(listing.id)], weeks),
        createdSince(client, LISTINGS[listing.kind].quotation.api, { [listing.kind]: { id: { $eq: listing.id } } }, since, ["createdAt", "answered_at"]),
        listing.kind === "organizer"
          ? createdSince(client, "api/leads-from-reservations", { trade_show: { organizer: { id: { $eq: listing.id } } } }, since, ["createdAt"])
          : Promise.resolve(null),
      ]);
      const quotations = countByWeek(
        quotationRows.map((row) => row.createdAt),
        weeks,
      );
      const leads = leadRows ? countByWeek(leadRows.map((row) => row.createdAt), weeks) : null;
      const answered = quotationRows.filter((row) => Boolean(row.answered_at)).length;
      const vars = { name: listing.name, weeks: ANALYTICS_WEEKS };
      const viewsSvg = barChartSvg({
        id: `views-${listing.kind}-${listing.id}`,
        title: t("contracts.analytics.viewsChart", vars),
        desc: t("contracts.analytics.viewsDesc", { ...vars, total: sum(views), max: Math.max(0, ...views) }),
        labels: axis,
        series: [{ label: t("contracts.analytics.views"), values: views, tone: "primary" }],
      });
      const requestsSvg = barChartSvg({
        id: `requests-${listing.kind}-${listing.id}`,
        title: t("contracts.analytics.requestsChart", vars),
        desc: t("contracts.analytics.requestsDesc", { ...vars, quotations: sum(quotations), leads: sum(leads ?? []) }),
        labels: axis,
        series: [
          { label: t("contracts.analytics.quotations"), values: quotations, tone: "accent" },
          ...(leads ? [{ label: t("contracts.analytics.leads"), values: leads, tone: "muted" as const }] : []),
        ],
      });
      return { ...listing, weeks, weekLabels, views, quotations, leads, answered, total: quotationRows.length, viewsSvg, requestsSvg };
    }),
  );
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
