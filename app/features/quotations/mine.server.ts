import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { StrapiList } from "~/model/types";
import { pageLocale, requireMember } from "~/session/guard.server";
import type { TextKey } from "~/i18n/translator";
import { readForm } from "~/server/form-body.server";
import { parsePage } from "~/lib/pagination";
import { pageSeo } from "~/server/page-seo.server";
import { pagePath } from "~/lib/paths";
import { required } from "~/content/server";
import { loadMyBookings } from "~/features/booth-reservations/my-bookings.server";
import { newestFirst, quotationView, targetPopulate, type QuotationView } from "./records";
import { isListingKind, LISTING_KINDS, LISTINGS, quotationReference } from "~/domain/listings";

const MINE_PAGE_SIZE = 10;
/** Deep pages of a merged list cost a read of every earlier row of each kind: nobody pages this far. */
const MAX_PAGE = 50;

/**
 * The member's own requests of all three kinds, newest first, paged, and beside them their booth bookings
 * (paged on their own, `?bookings=`). Each collection is read with the member's token (the service keeps a
 * member to their own rows); the pages merge the three newest-first lists.
 */
export async function loadMine(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const { locale } = pageLocale(request);
  const url = new URL(request.url);
  const page = Math.min(parsePage(url.searchParams.get("page")), MAX_PAGE);
  const client = contentClient(request, context, member);
  const bookingsPage = Math.min(parsePage(url.searchParams.get("bookings")), MAX_PAGE);
  const [bookings, ...lists] = await Promise.all([
    loadMyBookings(client, member.user.id, locale, bookingsPage),
    ...LISTING_KINDS.map(async (kind) => {
      const list = required(
        await client.query<StrapiList<Record<string, unknown>>>(LISTINGS[kind].quotation.api, {
          filters: { user: { id: { $eq: member.user.id } } },
          sort: ["createdAt:desc", "id:desc"],
          pagination: { start: 0, limit: page * MINE_PAGE_SIZE },
          populate: targetPopulate(kind),
        }),
      );
      const meta = list.meta.pagination;
      return { views: list.data.map((entity) => quotationView(kind, entity, locale)), total: meta.total };
    }),
  ]);
  const total = lists.reduce((sum, list) => sum + list.total, 0);
  const items: QuotationView[] = lists
    .flatMap((list) => list.views)
    .sort(newestFirst)
    .slice((page - 1) * MINE_PAGE_SIZE, page * MINE_PAGE_SIZE);
  const withdrawn = url.searchParams.get("withdrawn");
  return {
    seo: pageSeo(request, context, "myQuotation"),
    items,
    page,
    pageCount: Math.min(Math.ceil(total / MINE_PAGE_SIZE), MAX_PAGE),
    total,
    notice: withdrawn && /^Q[VOC]-\d+$/.test(withdrawn) ? withdrawn : null,
    bookings,
  };
}

export interface WithdrawAnswer {
  alert: TextKey;
}

/** The member withdraws a request of theirs that was not answered yet (sent or read); the service enforces it. */
export async function withdraw(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const { to } = pageLocale(request);
  const form = await readForm(request);
  const kind = form.get("kind");
  const id = String(form.get("id") ?? "");
  if (!isListingKind(kind) || !/^\d{1,15}$/.test(id)) return data<WithdrawAnswer>({ alert: "quotations.errors.moveRefused" }, { status: 400 });
  const result = await contentClient(request, context, member).update(LISTINGS[kind].quotation.api, id, { data: { quotation_status: "withdrawn" } });
  if (!result.ok) {
    const status = result.status === 404 ? 404 : result.status >= 500 || result.status === 0 ? 503 : 400;
    return data<WithdrawAnswer>({ alert: status === 503 ? "quotations.errors.failed" : "quotations.errors.moveRefused" }, { status });
  }
  return redirect(to(pagePath("myQuotation", { query: { withdrawn: quotationReference(kind, Number(id)) } })), 303);
}
