import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type {
  BoothReservationAttributes,
  BoothTypeAttributes,
  LeadFromReservationAttributes,
  TradeShowAttributes,
} from "~/model/entities";
import { localized } from "~/content/localized";
import type { Locale } from "~/domain/locales";
import { pageCountOf, required, totalOf } from "~/content/server";
import { maxLengthOf } from "~/model/limits";
import type { StrapiEntity, StrapiList, StrapiRelation } from "~/model/types";
import { answeredListingsOf } from "~/session/owned-listings.server";
import { pageLocale, requireMember, type Requirement } from "~/session/guard.server";
import type { Member } from "~/session/session.server";
import { serverT } from "~/i18n/server";
import { toCsv } from "~/lib/csv";
import { bangkokDay, formatShortDate } from "~/lib/dates";
import { bangkokToday } from "~/lib/dates";
import { readForm } from "~/server/form-body.server";
import { pageSeo } from "~/server/page-seo.server";
import { pagePath } from "~/lib/paths";
import { isLeadStatus, type LeadStatus } from "~/domain/leads";
import { type BoothDecision, isBoothDecision } from "~/domain/booths";
import { leadQuery, leadQueryFilters, type LeadFilters, parseLeadFilters } from "./lead-filters";
import { reservationReference } from "./reservation-form";

/** The two pages that list leads: the member menu's and the company inbox tab. */
type LeadsPage = "myLeads" | "quotationProfileLeads";

const PAGE_SIZE = 20;
/** The most rows one CSV export carries (five API pages of 100). */
const CSV_MAX_PAGES = 5;

type ReservationRead = BoothReservationAttributes & { booth_type?: StrapiRelation<Pick<BoothTypeAttributes, "name" | "name_en">> };
type LeadRead = LeadFromReservationAttributes & {
  booth_reservation?: StrapiRelation<ReservationRead>;
  trade_show?: StrapiRelation<Pick<TradeShowAttributes, "name" | "name_en">>;
};

/** One lead as the organizer's list and the CSV show it, in the page's language. */
export interface LeadRow {
  id: number;
  reference: string;
  received: string;
  receivedAt: string;
  status: LeadStatus;
  show: string;
  boothType: string;
  boothCount: number;
  /** The numbered booths of a booking on a floor plan ("A12, A13"); empty for a booking by count. */
  booths: string;
  /** The booking behind the lead, whose booths the organizer confirms or declines once. */
  reservationId: number | null;
  boothDecision: BoothDecision | null;
  company: string;
  contact: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  products: string;
  message: string;
  /** The organizer's note to the exhibitor, who reads it with the booking. */
  note: string;
}

/** As the lead collection stores it. */
const NOTE_MAX_LENGTH = maxLengthOf("leads-from-reservations", "note");

const POPULATE = {
  booth_reservation: {
    fields: ["company_name", "contact_name", "email", "phone", "company_address", "company_website", "products", "message", "booth_count", "booth_numbers", "booth_decision", "createdAt"],
    populate: { booth_type: { fields: ["name", "name_en"] } },
  },
  trade_show: { fields: ["name", "name_en"] },
};

function leadRow({ id, attributes: a }: StrapiEntity<LeadRead>, locale: Locale): LeadRow {
  const r = a.booth_reservation?.data;
  const reservation = r?.attributes;
  return {
    id,
    reference: r ? reservationReference(r.id) : "",
    received: formatShortDate(a.createdAt, locale),
    receivedAt: a.createdAt,
    status: isLeadStatus(a.lead_status) ? a.lead_status : "new",
    show: localized(a.trade_show?.data?.attributes, "name", locale),
    boothType: localized(reservation?.booth_type?.data?.attributes, "name", locale),
    boothCount: reservation?.booth_count ?? 1,
    booths: reservation?.booth_numbers ?? "",
    reservationId: r?.id ?? null,
    boothDecision: isBoothDecision(reservation?.booth_decision) ? reservation.booth_decision : null,
    company: reservation?.company_name ?? "",
    contact: reservation?.contact_name ?? "",
    email: reservation?.email ?? "",
    phone: reservation?.phone ?? "",
    address: reservation?.company_address ?? "",
    website: reservation?.company_website ?? "",
    products: reservation?.products ?? "",
    message: reservation?.message ?? "",
    note: a.note ?? "",
  };
}

async function leadsPage(request: Request, context: Readonly<RouterContextProvider>, member: Member, organizerIds: number[], filters: LeadFilters, page: number, pageSize: number) {
  const client = contentClient(request, context, member);
  return required(
    await client.query<StrapiList<LeadRead>>("api/leads-from-reservations", {
      filters: leadQueryFilters(organizerIds, filters),
      populate: POPULATE,
      sort: ["createdAt:desc", "id:desc"],
      pagination: { page, pageSize },
    }),
  );
}

/** The shows of the member's organizers, for the show filter. */
async function organizerShows(request: Request, context: Readonly<RouterContextProvider>, member: Member, organizerIds: number[], locale: Locale) {
  const shows = await contentClient(request, context, member).query<StrapiList<Pick<TradeShowAttributes, "name" | "name_en">>>("api/trade-shows", {
    filters: { organizer: { id: { $in: organizerIds } } },
    fields: ["name", "name_en"],
    sort: ["start_date:desc"],
    pagination: { page: 1, pageSize: 100 },
  });
  return shows.ok ? shows.data.data.map((s) => ({ value: String(s.id), label: localized(s.attributes, "name", locale) })) : [];
}

/**
 * `/my-leads-from` and the leadsFromReservation tab of the company inbox: the leads booth reservations brought
 * the organizers the member runs, filtered and paged from the URL.
 */
export async function loadLeads(request: Request, context: Readonly<RouterContextProvider>, pageKey: LeadsPage, requirement: Requirement) {
  const member = await requireMember(request, context, requirement);
  const { locale } = pageLocale(request);
  const url = new URL(request.url);
  const filters = parseLeadFilters(url.searchParams);
  const seo = pageSeo(request, context, pageKey);
  const organizerIds = answeredListingsOf(member.owned, locale).organizer.map((o) => o.id);
  const saved = url.searchParams.get("saved") === "1";
  if (organizerIds.length === 0) return { seo, runsOrganizer: false as const, filters, saved };
  const [list, shows] = await Promise.all([
    leadsPage(request, context, member, organizerIds, filters, filters.page, PAGE_SIZE),
    organizerShows(request, context, member, organizerIds, locale),
  ]);
  return {
    seo,
    runsOrganizer: true as const,
    filters,
    saved,
    shows,
    leads: list.data.map((lead) => leadRow(lead, locale)),
    total: totalOf(list),
    pageCount: pageCountOf(list),
    noteMax: NOTE_MAX_LENGTH,
  };
}

/**
 * The company overview's count of booth leads: new ones and all, for the organizers the member runs; null for a
 * member who runs none (the overview then shows no leads card).
 */
export async function leadCounts(request: Request, context: Readonly<RouterContextProvider>): Promise<{ fresh: number; total: number } | null> {
  const member = await requireMember(request, context, "company");
  const organizerIds = answeredListingsOf(member.owned, pageLocale(request).locale).organizer.map((o) => o.id);
  if (organizerIds.length === 0) return null;
  const count = async (status: LeadStatus | "") => {
    const filters = leadQueryFilters(organizerIds, { status, show: "", from: "", to: "", page: 1 });
    const list = await contentClient(request, context, member).query<StrapiList<unknown>>("api/leads-from-reservations", { filters, fields: ["id"], pagination: { page: 1, pageSize: 1 } });
    return totalOf(required(list));
  };
  const [fresh, total] = await Promise.all([count("new"), count("")]);
  return { fresh, total };
}

/**
 * `/leads-export?lang=…&status=…`: the same filtered leads as a CSV file that Excel opens with Thai intact (a
 * resource route, so the locale is a query parameter). A member without an organizer gets the header only.
 */
export async function exportLeadsCsv(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const locale: Locale = url.searchParams.get("lang") === "en" ? "en" : "th";
  const filters = parseLeadFilters(url.searchParams);
  const organizerIds = answeredListingsOf(member.owned, locale).organizer.map((o) => o.id);
  const t = serverT(locale);
  const rows: LeadRow[] = [];
  for (let page = 1; organizerIds.length > 0 && page <= CSV_MAX_PAGES; page++) {
    const list = await leadsPage(request, context, member, organizerIds, filters, page, 100);
    rows.push(...list.data.map((lead) => leadRow(lead, locale)));
    if (page >= pageCountOf(list)) break;
  }
  const header = (["reference", "received", "show", "boothType", "boothCount", "company", "contact", "email", "phone", "address", "website", "products", "message", "status"] as const).map(
    (key) => t(`booths.leads.csv.${key}`),
  );
  const body = toCsv(
    header,
    rows.map((r) => [r.reference, bangkokDay(r.receivedAt), r.show, r.boothType, r.boothCount, r.company, r.contact, r.email, r.phone, r.address, r.website, r.products, r.message, t(`booths.leads.statuses.${r.status}`)]),
  );
  return new Response(new TextEncoder().encode(body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="booth-leads-${bangkokToday()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * A status change, with the note to the exhibitor, from the list: the content service checks that the member's
 * organizer received the lead, and mails the exhibitor when the status moved.
 */
export async function updateLeadStatus(request: Request, context: Readonly<RouterContextProvider>, pageKey: LeadsPage, requirement: Requirement) {
  const member = await requireMember(request, context, requirement);
  const form = await readForm(request);
  if (form.has("booth_decision")) return answerBooths(request, context, member, form, pageKey);
  const id = String(form.get("lead") ?? "");
  const status = String(form.get("lead_status") ?? "");
  const note = String(form.get("note") ?? "").trim();
  const url = new URL(request.url);
  const filters = parseLeadFilters(url.searchParams);
  if (!/^[1-9]\d{0,11}$/.test(id) || !isLeadStatus(status) || note.length > NOTE_MAX_LENGTH) {
    return data({ statusError: true }, { status: 400 });
  }
  const saved = await contentClient(request, context, member).update("api/leads-from-reservations", id, { data: { lead_status: status, note } });
  if (!saved.ok) return data({ statusError: true }, { status: saved.status === 404 ? 404 : 400 });
  // Back to the same list, so a reload does not send the change again. (The request path of a submission
  // from the browser ends in `.data`: the page's own path is spelled out instead.)
  return redirect(`${pageLocale(request).to(pagePath(pageKey))}${leadQuery(filters, { saved: "1" })}`, 303);
}

/**
 * The organizer's answer to a booking of numbered booths: confirmed books them, declined frees them on the plan;
 * the content service allows it once, to the organizer's owners and team, and mails the exhibitor.
 */
async function answerBooths(request: Request, context: Readonly<RouterContextProvider>, member: Member, form: FormData, pageKey: LeadsPage) {
  const id = String(form.get("reservation") ?? "");
  const decision = form.get("booth_decision");
  if (!/^[1-9]\d{0,11}$/.test(id) || !isBoothDecision(decision)) return data({ statusError: true }, { status: 400 });
  const saved = await contentClient(request, context, member).update("api/booth-reservations", id, { data: { booth_decision: decision } });
  if (!saved.ok) return data({ statusError: true }, { status: saved.status === 404 ? 404 : 400 });
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  return redirect(`${pageLocale(request).to(pagePath(pageKey))}${leadQuery(filters, { saved: "1" })}`, 303);
}
