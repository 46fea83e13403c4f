import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { required } from "~/content/server";
import type { StrapiList, StrapiSingle } from "~/model/types";
import { answeredListingsOf } from "~/session/owned-listings.server";
import { pageLocale, requireMember } from "~/session/guard.server";
import type { Member } from "~/session/session.server";
import { serverT } from "~/i18n/server";
import type { TextKey } from "~/i18n/translator";
import { readForm } from "~/server/form-body.server";
import { bangkokToday } from "~/lib/dates";
import { pageSeo } from "~/server/page-seo.server";
import { pagePath } from "~/lib/paths";
import { exportFileName, inboxCsv } from "./export";
import { freshAmong, type InboxFilters, inboxQueryFilters, inboxSearch, OVERVIEW_ROWS, parseInboxFilters } from "./inbox-filters";
import { quotationView, targetPopulate, type QuotationView } from "./records";
import { isListingKind, LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { maxLengthOf } from "~/model/limits";

const INBOX_PAGE_SIZE = 20;
/** An export is for a spreadsheet, not an archive: at most this many rows, newest first. */
const EXPORT_MAX_ROWS = 5000;
const EXPORT_PAGE = 100;

type Entity = Record<string, unknown>;

/** The company member, their listings of this kind and a client with their token. */
async function inboxContext(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind) {
  const member = await requireMember(request, context, "company");
  const owned = answeredListingsOf(member.owned, pageLocale(request).locale);
  const listings = owned[kind];
  return { member, listings, ids: listings.map((l) => l.id), client: contentClient(request, context, member) };
}

/**
 * One received request, read with the member's token (the service's scope) and kept only when it went to a
 * listing the member runs: a request the member sent themselves, or anyone else's, is "not in your inbox".
 */
async function receivedOne(request: Request, context: Readonly<RouterContextProvider>, member: Member, kind: ListingKind, id: string, ids: readonly number[]) {
  if (!/^\d{1,15}$/.test(id)) return null;
  const { locale } = pageLocale(request);
  const result = await contentClient(request, context, member).findOne<StrapiSingle<Entity>>(LISTINGS[kind].quotation.api, id, { populate: targetPopulate(kind) });
  if (!result.ok) {
    if (result.status >= 500 || result.status === 0) throw data(null, { status: 503 });
    return null;
  }
  const view = quotationView(kind, result.data.data, locale);
  return view.target && ids.includes(view.target.id) ? view : null;
}

/** A move the receiving side makes; the content service checks it against the state machine. */
async function move(request: Request, context: Readonly<RouterContextProvider>, member: Member, kind: ListingKind, id: number, body: Record<string, unknown>) {
  return contentClient(request, context, member).update(LISTINGS[kind].quotation.api, id, { data: body });
}

/** The most characters of an owner's answer, as the model stores it. */
const answerMax = (kind: ListingKind) => maxLengthOf(LISTINGS[kind].quotation.plural, "answer");

const NOTICES = { answered: "quotations.inbox.answered", closed: "quotations.inbox.closedNotice" } as const satisfies Record<string, TextKey>;

export async function loadInbox(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind) {
  const { member, listings, ids, client } = await inboxContext(request, context, kind);
  const { locale } = pageLocale(request);
  const params = new URL(request.url).searchParams;
  const filters = parseInboxFilters(params, ids);
  const seo = pageSeo(request, context, LISTING_PAGES[kind].inbox);
  const base = { seo, kind, listings, filters, notice: null as TextKey | null, exportHref: exportHref(kind, filters, locale) };
  if (params.has("id")) {
    const view = await receivedOne(request, context, member, kind, params.get("id") ?? "", ids);
    if (!view) return data({ ...base, mode: "missing" as const }, { status: 404 });
    // A GET writes nothing, so a link from another site cannot mark a request read: the owner's open page posts
    // the `read` intent itself (inbox-page.tsx), and without scripts the owner presses the button.
    const done = params.get("done");
    const notice = done === "answered" || done === "closed" ? NOTICES[done] : null;
    return { ...base, mode: "detail" as const, view, notice, answerMax: answerMax(kind), confirmClose: params.get("confirm") === "close" && view.status !== "closed" };
  }
  if (ids.length === 0) return { ...base, mode: "list" as const, items: [] as QuotationView[], page: 1, pageCount: 0, total: 0 };
  const list = required(
    await client.query<StrapiList<Entity>>(LISTINGS[kind].quotation.api, {
      filters: inboxQueryFilters(kind, filters, ids),
      sort: ["createdAt:desc", "id:desc"],
      pagination: { page: filters.page, pageSize: INBOX_PAGE_SIZE },
      populate: targetPopulate(kind),
    }),
  );
  const meta = list.meta.pagination;
  const total = meta.total;
  return {
    ...base,
    mode: "list" as const,
    items: list.data.map((entity) => quotationView(kind, entity, locale)),
    page: filters.page,
    pageCount: Math.ceil(total / INBOX_PAGE_SIZE),
    total,
  };
}

export interface InboxAnswer {
  alert: TextKey;
  answer: string;
}

/**
 * Mark read (the owner opened it), answer (-> answered, the member gets a mail) or close (after the page asked to
 * confirm) a received request; back to its detail with a notice.
 */
export async function inboxAction(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind) {
  const { member, ids } = await inboxContext(request, context, kind);
  const { to } = pageLocale(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const answer = String(form.get("answer") ?? "").trim();
  const fail = (alert: TextKey, status = 400) => data<InboxAnswer>({ alert, answer }, { status });
  const view = await receivedOne(request, context, member, kind, String(form.get("id") ?? ""), ids);
  if (!view) return fail("quotations.inbox.notFound", 404);
  let body: Record<string, unknown>;
  if (intent === "read") {
    // The page stays where it is: its data is read again with the new status, no navigation.
    if (view.status !== "sent") return null;
    body = { quotation_status: "read" };
  } else if (intent === "answer") {
    if (answer === "") return fail("quotations.errors.answerRequired");
    if (answer.length > answerMax(kind)) return fail("quotations.errors.answerTooLong");
    body = { quotation_status: "answered", answer };
  } else if (intent === "close") {
    body = { quotation_status: "closed" };
  } else {
    return fail("quotations.errors.moveRefused");
  }
  const result = await move(request, context, member, kind, view.id, body);
  if (!result.ok) {
    if (result.status >= 500 || result.status === 0) return fail("quotations.errors.failed", 503);
    return fail("quotations.errors.moveRefused");
  }
  if (intent === "read") return null;
  const done = intent === "answer" ? "answered" : "closed";
  return redirect(to(pagePath(LISTING_PAGES[kind].inbox, { query: { id: view.id, done } })), 303);
}

/** `GET /quotation-export/:kind?locale=th&status=...`: the filtered inbox as CSV with a BOM (see export.ts). */
export async function exportInbox(request: Request, context: Readonly<RouterContextProvider>, rawKind: string | undefined) {
  if (!isListingKind(rawKind)) throw data(null, { status: 404 });
  const kind = rawKind;
  const { ids, client } = await inboxContext(request, context, kind);
  const params = new URL(request.url).searchParams;
  const locale = params.get("locale") === "en" ? "en" : "th";
  const filters: InboxFilters = parseInboxFilters(params, ids);
  const views: QuotationView[] = [];
  for (let page = 1; ids.length > 0 && views.length < EXPORT_MAX_ROWS; page++) {
    const list = required(
      await client.query<StrapiList<Entity>>(LISTINGS[kind].quotation.api, {
        filters: inboxQueryFilters(kind, filters, ids),
        sort: ["createdAt:desc", "id:desc"],
        pagination: { page, pageSize: EXPORT_PAGE },
        populate: targetPopulate(kind),
      }),
    );
    views.push(...list.data.map((entity) => quotationView(kind, entity, locale)));
    if (list.data.length < EXPORT_PAGE) break;
  }
  const body = new TextEncoder().encode(inboxCsv(kind, views.slice(0, EXPORT_MAX_ROWS), serverT(locale)));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(kind, bangkokToday())}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** The export link of the list as filtered now (a resource route outside the locale prefixes, so it names the language). */
function exportHref(kind: ListingKind, filters: InboxFilters, locale: string): string {
  const query = Object.entries(inboxSearch(filters, { locale }))
    .filter((entry): entry is [string, string | number] => entry[1] !== null)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join("&");
  return `/quotation-export/${kind}?${query}`;
}

/** The inbox overview: for each kind the member runs listings of, how many requests are new and how many in all. */
export async function loadInboxOverview(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context, "company");
  const owned = answeredListingsOf(member.owned, pageLocale(request).locale);
  const client = contentClient(request, context, member);
  const read = (kind: ListingKind, ids: number[], status: "sent" | "", pageSize: number) => {
    const filters = inboxQueryFilters(kind, { status, listing: null, from: "", until: "", page: 1 }, ids);
    return client.query<StrapiList<{ quotation_status?: unknown }>>(LISTINGS[kind].quotation.api, { filters, fields: ["quotation_status"], pagination: { page: 1, pageSize } });
  };
  const kinds = await Promise.all(
    LISTING_KINDS.map(async (kind) => {
      const listings = owned[kind];
      const ids = listings.map((l) => l.id);
      if (ids.length === 0) return null;
      // One read answers both figures while the inbox fits in it; a larger one counts its new requests apart.
      const all = required(await read(kind, ids, "", OVERVIEW_ROWS));
      const total = all.meta.pagination.total;
      const fresh = freshAmong(all.data.map((entity) => entity.attributes.quotation_status), total) ?? required(await read(kind, ids, "sent", 1)).meta.pagination.total;
      return { kind, listings, fresh, total };
    }),
  );
  return { seo: pageSeo(request, context, "quotationProfileIndex"), kinds: kinds.filter((k) => k !== null) };
}
