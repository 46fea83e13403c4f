import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { listOf } from "~/content/server";
import { localized } from "~/content/localized";
import { BOOTHS_PER_HOLD, boothNumbersOf } from "~/domain/booths";
import { formatPrice } from "~/features/events/price";
import { formatBangkokTime } from "~/lib/dates";
import { effectiveState } from "~/lib/floor-plan";
import { pagePath } from "~/lib/paths";
import type { BoothAttributes, BoothHoldAttributes, BoothTypeAttributes } from "~/model/entities";
import type { StrapiEntity, StrapiRelation } from "~/model/types";
import { readForm } from "~/server/form-body.server";
import { pageSeo } from "~/server/page-seo.server";
import { pageLocale, requireMember } from "~/session/guard.server";
import type { Member } from "~/session/session.server";
import type { Locale } from "~/domain/locales";
import { bookingFor } from "./booking.server";

/** Why picked booths were not held, for the booking page: nothing picked, too many, or taken by someone else first. */
export type HoldRefusal = { kind: "none" } | { kind: "tooMany"; most: number } | { kind: "taken"; numbers: string } | { kind: "failed" };

type BoothRead = Pick<BoothAttributes, "number" | "width" | "depth" | "price" | "state" | "held_until"> & {
  booth_type?: StrapiRelation<Pick<BoothTypeAttributes, "name" | "name_en" | "price">>;
};

async function boothsNamed(request: Request, context: Readonly<RouterContextProvider>, showId: number, numbers: string[]) {
  const list = await listOf<BoothRead>(contentClient(request, context, "anonymous"), "api/booths", {
    filters: { trade_show: { id: { $eq: showId } }, number: { $in: numbers } },
    fields: ["number", "width", "depth", "price", "state", "held_until"],
    populate: { booth_type: { fields: ["name", "name_en", "price"] } },
    sort: ["number:asc"],
    pagination: { page: 1, pageSize: BOOTHS_PER_HOLD },
  });
  return list.data;
}

/**
 * POST of the plan's form (`booth` once per picked booth): holds them for the member for 15 minutes and sends
 * them on to the booking form; refused, the booking page says which booths someone else took first.
 */
export async function holdPickedBooths(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const form = await readForm(request);
  const booking = await bookingFor(request, context);
  const seo = pageSeo(request, context, "boothReservationDetails");
  if (!booking) return data({ seo, booking, refusal: null }, { status: 404 });
  const picked = form.getAll("booth").filter((value): value is string => typeof value === "string");
  const numbers = boothNumbersOf(picked.join(" "));
  const refuse = (refusal: HoldRefusal, status = 400) => data({ seo, booking, refusal }, { status });
  if (!numbers) return refuse(picked.length > BOOTHS_PER_HOLD ? { kind: "tooMany", most: BOOTHS_PER_HOLD } : { kind: "none" });
  const saved = await contentClient(request, context, member).create<{ data: { id: number } }>("api/booth-holds", {
    data: { trade_show: booking.show.id, booth_numbers: numbers.join(" ") },
  });
  if (saved.ok) {
    const to = pageLocale(request).to;
    return redirect(to(pagePath("boothReservationProfile", { query: { show: booking.show.slug, hold: saved.data.data.id } })), 303);
  }
  if (saved.status !== 400) return refuse({ kind: "failed" }, 503);
  const now = Date.now();
  const found = await boothsNamed(request, context, booking.show.id, numbers);
  const free = new Set(found.filter((b) => effectiveState(b.attributes, now) === "available").map((b) => b.attributes.number));
  return refuse({ kind: "taken", numbers: numbers.filter((n) => !free.has(n)).join(", ") || numbers.join(", ") });
}

/** A member's hold as the booking form shows it: its booths with size, type and price, and until when it lasts. */
export interface HeldBooths {
  id: number;
  numbers: string;
  until: string;
  typeId: number | null;
  booths: { number: string; size: string; type: string; price: string }[];
  total: string;
}

type HoldRead = BoothHoldAttributes;

/** The member's own hold of `?hold=<id>` on the show; null when it is not theirs or names no booths of the show. */
export async function heldBoothsOf(request: Request, context: Readonly<RouterContextProvider>, member: Member, showId: number, locale: Locale): Promise<HeldBooths | null> {
  const id = new URL(request.url).searchParams.get("hold") ?? "";
  if (!/^[1-9]\d{0,11}$/.test(id)) return null;
  const found = await contentClient(request, context, member).findOne<{ data: StrapiEntity<HoldRead> }>("api/booth-holds", id, {
    fields: ["booth_numbers", "expires_at"],
    populate: { trade_show: { fields: ["id"] } },
  });
  if (!found.ok) return null;
  const hold = found.data.data;
  const numbers = boothNumbersOf(hold.attributes.booth_numbers);
  if (!numbers || (hold.attributes.trade_show as StrapiRelation<unknown> | undefined)?.data?.id !== showId) return null;
  const booths = await boothsNamed(request, context, showId, numbers);
  const priceOf = (b: BoothRead) => b.price ?? b.booth_type?.data?.attributes.price ?? 0;
  return {
    id: hold.id,
    numbers: numbers.join(", "),
    until: hold.attributes.expires_at ? formatBangkokTime(hold.attributes.expires_at) : "",
    typeId: booths[0]?.attributes.booth_type?.data?.id ?? null,
    booths: booths.map(({ attributes: b }) => ({
      number: b.number,
      size: `${b.width} × ${b.depth}`,
      type: localized(b.booth_type?.data?.attributes, "name", locale),
      price: formatPrice(priceOf(b), "THB", locale),
    })),
    total: formatPrice(
      booths.reduce((sum, b) => sum + priceOf(b.attributes), 0),
      "THB",
      locale,
    ),
  };
}
