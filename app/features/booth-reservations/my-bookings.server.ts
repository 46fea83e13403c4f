import { type BoothDecision, isBoothDecision } from "~/domain/booths";
import type { BoothReservationAttributes, BoothTypeAttributes, LeadFromReservationAttributes, TradeShowAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import type { Locale } from "~/domain/locales";
import { pageCountOf, required, totalOf } from "~/content/server";
import type { StrapiEntity, StrapiList, StrapiRelation } from "~/model/types";
import type { ContentClient } from "~/content/client";
import { formatShortDate } from "~/lib/dates";
import { tradeShowPath } from "~/lib/paths";
import { isLeadStatus, type LeadStatus } from "~/domain/leads";
import { reservationReference } from "./reservation-form";

const PAGE_SIZE = 10;

type LeadRead = LeadFromReservationAttributes & {
  booth_reservation?: StrapiRelation<
    Pick<BoothReservationAttributes, "booth_count" | "booth_numbers" | "booth_decision" | "createdAt"> & { booth_type?: StrapiRelation<Pick<BoothTypeAttributes, "name" | "name_en">> }
  >;
  trade_show?: StrapiRelation<Pick<TradeShowAttributes, "name" | "name_en" | "slug" | "scope">>;
};

/** One of the member's booth bookings as they follow it: the organizer's status and note on its lead. */
export interface MyBooking {
  id: number;
  reference: string;
  show: string;
  showHref: string | null;
  boothType: string;
  count: number;
  /** The numbered booths of a booking on a floor plan, and the organizer's answer to them once given. */
  booths: string;
  boothDecision: BoothDecision | null;
  status: LeadStatus;
  note: string;
  bookedAt: string;
  bookedOn: string;
}

function myBooking({ id, attributes: a }: StrapiEntity<LeadRead>, locale: Locale): MyBooking {
  const reservation = a.booth_reservation?.data;
  const show = a.trade_show?.data?.attributes;
  const bookedAt = reservation?.attributes.createdAt ?? a.createdAt;
  return {
    id,
    reference: reservation ? reservationReference(reservation.id) : "",
    show: localized(show, "name", locale),
    showHref: show?.slug ? tradeShowPath({ scope: show.scope, slug: show.slug }) : null,
    boothType: localized(reservation?.attributes.booth_type?.data?.attributes, "name", locale),
    count: reservation?.attributes.booth_count ?? 1,
    booths: reservation?.attributes.booth_numbers ?? "",
    boothDecision: isBoothDecision(reservation?.attributes.booth_decision) ? reservation.attributes.booth_decision : null,
    status: isLeadStatus(a.lead_status) ? a.lead_status : "new",
    note: a.note ?? "",
    bookedAt,
    bookedOn: formatShortDate(bookedAt, locale),
  };
}

/**
 * The member's own booth bookings, newest first: each booking's lead (it carries the exhibitor as `owner`),
 * read with the member's client, so the content service's scope keeps them to their own rows.
 */
export async function loadMyBookings(client: ContentClient, memberId: number, locale: Locale, page: number) {
  const list = required(
    await client.query<StrapiList<LeadRead>>("api/leads-from-reservations", {
      filters: { owner: { id: { $eq: memberId } } },
      fields: ["lead_status", "note", "createdAt"],
      populate: {
        booth_reservation: { fields: ["booth_count", "booth_numbers", "booth_decision", "createdAt"], populate: { booth_type: { fields: ["name", "name_en"] } } },
        trade_show: { fields: ["name", "name_en", "slug", "scope"] },
      },
      sort: ["createdAt:desc", "id:desc"],
      pagination: { page, pageSize: PAGE_SIZE },
    }),
  );
  return { items: list.data.map((lead) => myBooking(lead, locale)), page, total: totalOf(list), pageCount: pageCountOf(list) };
}
