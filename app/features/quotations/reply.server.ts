import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { appContext } from "~/context";
import { canMove, stampsFor } from "~/domain/quotation-status";
import type { FieldErrors, FormValues } from "~/components/forms/form-fields";
import type { TextKey } from "~/i18n/translator";
import { pagePath } from "~/lib/paths";
import { verifyRequestLink } from "~/lib/request-link";
import type { StrapiEntity, StrapiList } from "~/model/types";
import { readForm } from "~/server/form-body.server";
import { pageSeo } from "~/server/page-seo.server";
import { pageLocale } from "~/session/guard.server";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { portalStore } from "~/portal-store/portal-store.server";
import { type QuotationView, quotationView, targetPopulate } from "./records";
import { parseReplyForm, REPLY_LIMITS, type ReplyField } from "./reply-form";

/**
 * The page under the signed link a company without an account was mailed (docs/pages.md, "Requests to listings
 * nobody runs yet"): the one request, read with the server's API token once the link checks out, and an answer
 * form held to the owners' status rules (app/domain/quotation-status.ts). A link that is missing, expired,
 * revoked or tampered with gets a page that says which, never an error.
 */
export type ReplyState =
  | { kind: "none" | "expired" | "revoked" | "invalid" }
  | { kind: "open"; token: string; view: QuotationView; readAt: string | null; listingPath: string };

const STATUS: Record<Exclude<ReplyState["kind"], "open">, number> = { none: 200, expired: 410, revoked: 410, invalid: 404 };

export interface ReplyAnswer {
  values: FormValues<ReplyField>;
  errors: FieldErrors<ReplyField>;
  alert: TextKey;
}

const kindOf = (collection: string): ListingKind | undefined => LISTING_KINDS.find((kind) => LISTINGS[kind].quotation.plural === collection);

async function openLink(request: Request, context: Readonly<RouterContextProvider>, token: string | null): Promise<ReplyState> {
  if (!token) return { kind: "none" };
  const { env } = context.get(appContext);
  const checked = await verifyRequestLink(env.JWT_SECRET, token);
  if (!checked.ok) return { kind: checked.reason };
  const { claims } = checked;
  const kind = kindOf(claims.collection);
  if (!kind) return { kind: "invalid" };
  const standing = await portalStore(env).requestDeliveries.linkStanding(claims.collection, claims.request, claims.linkId);
  if (standing !== "current") return { kind: standing === "revoked" ? "revoked" : "invalid" };
  const result = await contentClient(request, context, "server").query<StrapiList<Record<string, unknown>>>(LISTINGS[kind].quotation.api, {
    filters: { id: { $eq: claims.request } },
    populate: targetPopulate(kind),
    pagination: { page: 1, pageSize: 1 },
  });
  if (!result.ok) {
    console.error(`quotation reply read failed: ${result.status} ${result.error.message}`);
    throw data(null, { status: result.status >= 500 || result.status === 0 ? 503 : 500 });
  }
  const entity: StrapiEntity<Record<string, unknown>> | undefined = result.data.data[0];
  if (!entity) return { kind: "invalid" };
  const view = quotationView(kind, entity, pageLocale(request).locale);
  if (view.target?.id !== claims.listing) return { kind: "invalid" };
  const readAt = typeof entity.attributes.read_at === "string" ? entity.attributes.read_at : null;
  return { kind: "open", token, view, readAt, listingPath: pagePath(LISTING_PAGES[kind].detail, { id: view.target.slug }) };
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loadReply(request: Request, context: Readonly<RouterContextProvider>) {
  const seo = pageSeo(request, context, "quotationReply");
  const state = await openLink(request, context, tokenOf(request));
  const done = new URL(request.url).searchParams.get("done") === "answered";
  return data({ seo, state, done: done && state.kind === "open", answerMax: REPLY_LIMITS.answer }, { status: state.kind === "open" ? 200 : STATUS[state.kind] });
}

/**
 * Answers the request through the link: valibot first (errors beside the field, what was typed kept), then the
 * owners' rule that only a forward move to `answered` is allowed, then the write with the API token, which
 * also stamps the times an owner's answer gets; the content service mails the requester as it does for an owner.
 */
export async function answerReply(request: Request, context: Readonly<RouterContextProvider>) {
  const token = tokenOf(request);
  const state = await openLink(request, context, token);
  if (state.kind !== "open") return data<ReplyAnswer>({ values: { answer: "" }, errors: {}, alert: "quotations.reply.invalid" }, { status: STATUS[state.kind] });
  const parsed = parseReplyForm(await readForm(request));
  const fail = (alert: TextKey, status = 400, errors: FieldErrors<ReplyField> = {}) => data<ReplyAnswer>({ values: parsed.values, errors, alert }, { status });
  if (!parsed.ok) return fail("info.form.errorSummary", 400, parsed.errors);
  const { view } = state;
  const { to } = pageLocale(request);
  const answered = redirect(to(pagePath("quotationReply", { query: { token: state.token, done: "answered" } })), 303);
  // A second press of the button after the first went through.
  if (view.status === "answered" && view.answer === parsed.data.answer) return answered;
  if (!canMove(view.status, "answered", ["receiver"])) return fail("quotations.errors.moveRefused");
  const stamps = stampsFor("answered", { read_at: state.readAt }, new Date().toISOString());
  const written = await contentClient(request, context, "server").update(LISTINGS[view.kind].quotation.api, view.id, {
    data: { quotation_status: "answered", answer: parsed.data.answer, ...stamps },
  });
  if (!written.ok) {
    console.error(`quotation reply refused: ${written.status} ${written.error.message}`);
    return fail("quotations.reply.failed", written.status >= 500 || written.status === 0 ? 503 : 400);
  }
  return answered;
}
