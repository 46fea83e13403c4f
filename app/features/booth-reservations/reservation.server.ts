import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { isOrganizerNotice } from "~/domain/booking-notice";
import { passesBotCheck } from "~/content/bot-check.server";
import type { BoothReservationAttributes, BoothTypeAttributes, OrganizerAttributes, TradeShowAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { botCheckWidget } from "~/lib/runtime-config";
import type { StrapiEntity, StrapiRelation } from "~/model/types";
import { appContext } from "~/context";
import { requireMember, pageLocale } from "~/session/guard.server";
import type { FieldErrors, FormValues } from "~/components/forms/form-fields";
import type { TextKey } from "~/i18n/translator";
import { sha256Hex } from "~/lib/hex";
import { readForm } from "~/server/form-body.server";
import { pageSeo } from "~/server/page-seo.server";
import { pagePath } from "~/lib/paths";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { bookingFor } from "./booking.server";
import { heldBoothsOf, type HoldRefusal } from "./hold.server";
import { parseReservationForm, RESERVATION_LIMITS, reservationData, reservationReference, type ReservationField } from "./reservation-form";

/** `/booth-reservation-details?show=…`: the show and its booth types; an unknown show is a 404 with a way back. */
export async function loadBoothDetails(request: Request, context: Readonly<RouterContextProvider>) {
  const booking = await bookingFor(request, context);
  const seo = pageSeo(request, context, "boothReservationDetails");
  return data({ seo, booking, refusal: null as HoldRefusal | null }, booking ? undefined : { status: 404 });
}

export type ReservationAnswer = {
  values: Partial<FormValues<ReservationField>>;
  errors: FieldErrors<ReservationField>;
  formError?: TextKey;
  /** The "list my company" box as sent, kept with the rest. */
  listExhibitor?: boolean;
};

/** `/booth-reservation-profile?show=…&type=…`: the form, prefilled from the member's profile. */
export async function loadReservationProfile(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const { user } = member;
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
  const { locale } = pageLocale(request);
  const held = booking?.show.plan ? await heldBoothsOf(request, context, member, booking.show.id, locale) : null;
  if (held) Object.assign(prefill, { booth_type: String(held.typeId ?? ""), booth_count: String(held.booths.length) });
  const captcha = botCheckWidget(context.get(appContext).env);
  return data({ seo, booking, held, prefill, botCheck: captcha, limits: RESERVATION_LIMITS }, booking ? undefined : { status: 404 });
}

const answer = (body: ReservationAnswer, status = 400) => data(body, { status });

/** The service's 400 on a field, in the page's words: a sold-out type, another show's type, a closed show. */
function serviceError(paths: string[]): Pick<ReservationAnswer, "errors" | "formError"> {
  if (paths.includes("booth_count")) return { errors: { booth_count: "booths.errors.soldOut" } };
  if (paths.includes("booth_type")) return { errors: { booth_type: "booths.errors.boothTypeRequired" } };
  if (paths.includes("trade_show")) return { errors: {}, formError: "booths.errors.closed" };
  if (paths.includes("booth_hold")) return { errors: {}, formError: "booths.errors.holdEnded" };
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
  const listExhibitor = form.get("list_exhibitor") === "on";
  if (!parsed.ok) return answer({ values: parsed.values, errors: parsed.errors, listExhibitor });
  const booking = await bookingFor(request, context);
  if (!booking) return answer({ values: parsed.values, errors: {}, formError: "booths.errors.closed" });
  const check = await passesBotCheck(request, context, form);
  if (check !== "ok") {
    return answer({ values: parsed.values, errors: {}, formError: check === "bot-check" ? "info.form.botCheck" : "info.form.failed" }, check === "bot-check" ? 400 : 503);
  }
  const { locale, to } = pageLocale(request);
  const holdId = String(form.get("booth_hold") ?? "");
  const hold = /^[1-9]\d{0,11}$/.test(holdId) ? { booth_hold: Number(holdId), list_exhibitor: listExhibitor } : {};
  const body = { ...reservationData(parsed.data, booking.show.id, locale), ...hold };
  const saved = await contentClient(request, context, member).create<{ data: { id: number } }>("api/booth-reservations", { data: body }, {
    idempotencyKey: await idempotencyKeyOf(form, body),
  });
  if (saved.ok) return redirect(to(pagePath("boothReservationCompleted", { query: { reference: saved.data.data.id } })), 303);
  if (saved.status === 400) {
    const paths = (saved.error.details as { errors?: { path: string[] }[] }).errors?.map((e) => e.path.join(".")) ?? [];
    return answer({ values: parsed.values, listExhibitor, ...serviceError(paths) });
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
      booths: r.booth_numbers ?? "",
      email: r.email,
      phone: r.phone,
      organizer: localized(r.trade_show?.data?.attributes.organizer?.data?.attributes, "company_name", locale),
      notice: isOrganizerNotice(r.organizer_notice) ? r.organizer_notice : null,
      confirmationTo: member.user.email,
    },
  };
}
