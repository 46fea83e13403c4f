import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import { listOf } from "~/content/server";
import type { Locale } from "~/domain/locales";
import { formatPrice } from "~/features/events/price";
import { bangkokToday } from "~/lib/dates";
import { tradeShowPath } from "~/lib/paths";
import type { BoothTypeAttributes, OrganizerAttributes, TradeShowAttributes, VenueAttributes } from "~/model/entities";
import type { StrapiEntity, StrapiRelation } from "~/model/types";
import { pageLocale } from "~/session/guard.server";
import { loadFloorPlan, planStock } from "~/features/trade-shows/floor-plan.server";

type ShowAttributes = TradeShowAttributes & {
  venue?: StrapiRelation<Pick<VenueAttributes, "name" | "name_en">>;
  organizer?: StrapiRelation<Pick<OrganizerAttributes, "company_name" | "company_name_en">>;
};

/** A show as the booking pages show it, in the page's language. */
export interface BookingShow {
  id: number;
  slug: string;
  name: string;
  href: string;
  startDate: string;
  endDate: string;
  deadline: string | null;
  venue: string;
  organizer: string;
  /** Whether the show sells numbered booths on a floor plan: then booking starts on the plan, never by count. */
  plan: boolean;
}

/** A booth type with its price formatted for the page and how many booths are left. */
export interface BoothTypeView {
  id: number;
  name: string;
  kind: BoothTypeAttributes["kind"];
  size: number;
  price: string;
  description: string;
  quantity: number;
  left: number;
}

const SHOW_FIELDS = ["name", "name_en", "slug", "scope", "start_date", "end_date", "reservation_deadline", "reservation_open", "venue_name", "venue_name_en"];

/**
 * The show of `?show=<slug>` when it takes reservations today, with its booth types; null when the query names
 * no such show (the page then says so, with a link back to the list).
 */
export async function bookingFor(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale } = pageLocale(request);
  const slug = new URL(request.url).searchParams.get("show")?.trim() ?? "";
  if (!/^[A-Za-z0-9\-_.~]{1,200}$/.test(slug)) return null;
  const client = contentClient(request, context, "anonymous");
  const today = bangkokToday();
  const shows = await listOf<ShowAttributes>(client, "api/trade-shows", {
    filters: {
      slug: { $eq: slug },
      reservation_open: { $eq: true },
      end_date: { $gte: today },
      $or: [{ reservation_deadline: { $null: true } }, { reservation_deadline: { $gte: today } }],
    },
    fields: SHOW_FIELDS,
    populate: { venue: { fields: ["name", "name_en"] }, organizer: { fields: ["company_name", "company_name_en"] } },
    pagination: { page: 1, pageSize: 1 },
  });
  const entity = shows.data[0];
  if (!entity) return null;
  const a = entity.attributes;
  const [types, stock] = await Promise.all([
    listOf<BoothTypeAttributes>(client, "api/booth-types", {
      filters: { trade_show: { id: { $eq: entity.id } } },
      sort: ["sort_order:asc", "price:asc"],
      pagination: { page: 1, pageSize: 100 },
    }),
    // The show page's own read of the plan (shared in the isolate): its booths that may be booked, per type.
    loadFloorPlan(request, context, slug).then((plan) => (plan ? planStock(plan, Date.now()) : null)),
  ]);
  const show: BookingShow = {
    id: entity.id,
    slug: a.slug,
    name: localized(a, "name", locale),
    href: tradeShowPath(a),
    startDate: a.start_date,
    endDate: a.end_date,
    deadline: a.reservation_deadline ?? null,
    venue: localized(a.venue?.data?.attributes, "name", locale) || localized(a, "venue_name", locale),
    organizer: localized(a.organizer?.data?.attributes, "company_name", locale),
    plan: stock !== null,
  };
  return { show, types: types.data.map((t) => boothTypeView(t, locale, stock)) };
}

function boothTypeView({ id, attributes: t }: StrapiEntity<BoothTypeAttributes>, locale: Locale, stock: Map<number, number> | null): BoothTypeView {
  return {
    id,
    name: localized(t, "name", locale),
    kind: t.kind,
    size: t.size_sqm,
    price: formatPrice(t.price, "THB", locale),
    description: localized(t, "description", locale),
    quantity: t.quantity,
    left: stock ? (stock.get(id) ?? 0) : Math.max(0, t.quantity - (t.booths_reserved ?? 0)),
  };
}
