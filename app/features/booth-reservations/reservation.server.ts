import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { isOrganizerNotice } from "~/domain/booking-notice";
import { passesBotCheck } from "~/content/bot-check.server";
import type { BoothReservationAttributes, BoothTypeAttributes, OrganizerAttributes, TradeShowAttributes, VenueAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { botCheckWidget } from "~/lib/runtime-config";
import { listOf } from "~/content/server";
import type { StrapiEntity, StrapiRelation } from "~/model/types";
import { appContext } from "~/context";
import { requireMember, pageLocale } from "~/session/guard.server";
import { formatPrice } from "~/features/events/price";
import type { FieldErrors, FormValues } from "~/components/forms/form-fields";
import type { TextKey } from "~/i18n/translator";
import { sha256Hex } from "~/lib/hex";
import { bangkokToday } from "~/lib/dates";
import { readForm } from "~/server/form-body.server";
import { pageSeo } from "~/server/page-seo.server";
import { pagePath, tradeShowPath } from "~/lib/paths";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { parseReservationForm, RESERVATION_LIMITS, reservationData, reservationReference, type ReservationField } from "./reservation-form";
import type { Locale } from "~/domain/locales";

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
  const types = await listOf<BoothTypeAttributes>(client, "api/booth-types", {
    filters: { trade_show: { id: { $eq: entity.id } } },
    sort: ["sort_order:asc", "price:asc"],
    pagination: { page: 1, pageSize: 100 },
  });
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
  };
  return { show, types: types.data.map((t) => boothTypeView(t, locale)) };
}

function boothTypeView({ id, attributes: t }: StrapiEntity<BoothTypeAttributes>, locale: Locale): BoothTypeView {
  return {
    id,
    name: localized(t, "name", locale),
    kind: t.kind,
    size: t.size_sqm,
    price: formatPrice(t.price, "THB", locale),
    description: localized(t, "description", locale),
    quantity: t.quantity,
    left: Math.max(0, t.quantity - (t.booths_reserved ?? 0)),
  };
}

/** `/booth-reservation-details?show=…`: the show and its booth types; an unknown show is a 404 with a way back. */
export async function loadBoothDetails(request: Request, context: Readonly<RouterContextProvider>) {
  const booking = await bookingFor(request, context);
  const seo = pageSeo(request, context, "boothReservationDetails");
  return data({ seo, booking }, booking ? undefined : { status: 404 });
}

export type ReservationAnswer = {
  values: Partial<FormValues<ReservationField>>;
  errors: FieldErrors<ReservationField>;
  formError?: TextKey;
};

/** `/booth-reservation-profile?show=…&type=…`: the form, prefilled from the member's profile. */
export async function loadReservationProfile(request: Request, context: Readonly<RouterContextProvider>) {
  const { user } = await requireMember(request, context);
  const booking = await bookingFor(request, context);
  const seo = pageSeo(request, context, "boothReservationProfile");
  const chosen = new URL(request.url).searchParams.get("type") ?? "";
  const prefill: Partial<FormValues<ReservationField>> = {
    booth_type: chosen,
    booth_count: "1",
    company_name: user.company_name ?? "",
    contact_name: [user.first_name, user.last_name].filter(Boolean).join(" "),
    email: user.email,
    phone: user.phone ?? "",
  };
  const captcha = botCheckWidget(context.get(appContext).env);
  return data({ seo, booking, prefill, botCheck: captcha, limits: RESERVATION_LIMITS }, booking ? undefined : { status: 404 });
}

const answer = (body: ReservationAnswer, status = 400) => data(body, { status });

/** The service's 400 on a field, in the page's words: a sold-out type, another show's type, a closed show. */
function serviceError(paths: string[]): Pick<ReservationAnswer, "errors" | "formError"> {
  if (paths.includes("booth_count")) return { errors: { booth_count: "booths.errors.soldOut" } };
  if (paths.includes("booth_type")) return { errors: { booth_type: "booths.errors.boothTypeRequired" } };
  if (paths.includes("trade_show")) return { errors: {}, formError: "booths.errors.closed" };
  return { errors: {}, formError: "booths.errors.rejected" };
}

/**
 * Saves the reservation with the member's token, then sends them to the completed page. The form's one-time key
 * (with what it sends) is the Idempotency-Key, so a double submit makes one reservation and both answers land
 * on the same reference. Errors answer 400 with everything typed kept.
 */
export async function submitReservation(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const form = await readForm(request);
  const parsed = parseReservationForm(form);
  if (!parsed.ok) return answer({ values: parsed.values, errors: parsed.errors });
  const booking = await bookingFor(request, context);
  if (!booking) return answer({ values: parsed.values, errors: {}, formError: "booths.errors.closed" });
  const check = await passesBotCheck(request, context, form);
  if (check !== "ok") {
    return answer({ values: parsed.values, errors: {}, formError: check === "bot-check" ? "info.form.botCheck" : "info.form.failed" }, check === "bot-check" ? 400 : 503);
  }
  const { locale, to } = pageLocale(request);
  const body = reservationData(parsed.data, booking.show.id, locale);
  const saved = await contentClient(request, context, member).create<{ data: { id: number } }>("api/booth-reservations", { data: body }, {
    idempotencyKey: await idempotencyKeyOf(form, body),
  });
  if (saved.ok) return redirect(to(pagePath("boothReservationCompleted", { query: { reference: saved.data.data.id } })), 303);
  if (saved.status === 400) {
    const paths = (saved.error.details as { errors?: { path: string[] }[] }).errors?.map((e) => e.path.join(".")) ?? [];
    return answer({ values: parsed.values, ...serviceError(paths) });
  }
  console.error("booth reservation not saved", saved.status, saved.error.message);
  return answer({ values: parsed.values, errors: {}, formError: "info.form.failed" }, 503);
}

async function idempotencyKeyOf(form: FormData, body: Record<string, unknown>): Promise<string> {
  const raw = form.get(SUBMISSION_KEY_FIELD);
  const formKey = typeof raw === "string" && /^[A-Za-z0-9-]{1,64}$/.test(raw) ? raw : "";
  return `booth-${await sha256Hex(JSON.stringify([formKey, body]))}`;
}

type ReservationRead = BoothReservationAttributes & {
  trade_show?: StrapiRelation<
    Pick<TradeShowAttributes, "name" | "name_en"> & { organizer?: StrapiRelation<Pick<OrganizerAttributes, "company_name" | "company_name_en">> }
  >;
  booth_type?: StrapiRelation<Pick<BoothTypeAttributes, "name" | "name_en">>;
};

/**
 * `/booth-reservation-completed?reference=<id>`: the member's own reservation only; anyone else's is not found.
 * It says who was told, as the service recorded it (`organizer_notice`, null on bookings made before mails).
 */
export async function loadReservationCompleted(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const seo = pageSeo(request, context, "boothReservationCompleted");
  const { locale } = pageLocale(request);
  const id = new URL(request.url).searchParams.get("reference") ?? "";
  const notFound = () => data({ seo, reservation: null }, { status: 404 });
  if (!/^[1-9]\d{0,11}$/.test(id)) return notFound();
  const result = await contentClient(request, context, member).findOne<{ data: StrapiEntity<ReservationRead> }>("api/booth-reservations", id, {
    populate: {
      trade_show: { fields: ["name", "name_en"], populate: { organizer: { fields: ["company_name", "company_name_en"] } } },
      booth_type: { fields: ["name", "name_en"] },
    },
  });
  if (!result.ok) return notFound();
  const r = result.data.data.attributes;
  return {
    seo,
    reservation: {
      reference: reservationReference(result.data.data.id),
      show: localized(r.trade_show?.data?.attributes, "name", locale),
      type: localized(r.booth_type?.data?.attributes, "name", locale),
      count: r.booth_count ?? 1,
      email: r.email,
      phone: r.phone,
      organizer: localized(r.trade_show?.data?.attributes.organizer?.data?.attributes, "company_name", locale),
      notice: isOrganizerNotice(r.organizer_notice) ? r.organizer_notice : null,
      confirmationTo: member.user.email,
    },
  };
}
