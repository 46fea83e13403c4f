import { data, redirect, type RouterContextProvider } from "react-router";
import { createContentClient } from "~/content/client";
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
import { linkStanding } from "./delivery.server";
import { directoryOf, QUOTATION, QUOTATION_KINDS, type QuotationKind } from "./kinds";
import { type QuotationView, quotationView, targetPopulate } from "./records";
import { parseReplyForm, type ReplyField } from "./reply-form";

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

function serverClient(request: Request, context: Readonly<RouterContextProvider>) {
  const { content, env } = context.get(appContext);
  return { client: createContentClient({ fetcher: content, baseUrl: new URL(request.url).origin, token: env.CONTENT_API_TOKEN }), env };
}

const kindOf = (collection: string): QuotationKind | undefined => QUOTATION_KINDS.find((kind) => QUOTATION[kind].api === `api/${collection}`);

async function openLink(request: Request, context: Readonly<RouterContextProvider>, token: string | null): Promise<ReplyState> {
  if (!token) return { kind: "none" };
  const { client, env } = serverClient(request, context);
  const checked = await verifyRequestLink(env.JWT_SECRET, token);
  if (!checked.ok) return { kind: checked.reason };
  const { claims } = checked;
  const kind = kindOf(claims.collection);
  if (!kind) return { kind: "invalid" };
  const standing = await linkStanding(env.DB, claims.collection, claims.request, claims.linkId);
  if (standing !== "current") return { kind: standing === "revoked" ? "revoked" : "invalid" };
  const result = await client.query<StrapiList<Record<string, unknown>>>(QUOTATION[kind].api, {
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
  return { kind: "open", token, view, readAt, listingPath: pagePath(directoryOf(kind).detailKey, { id: view.target.slug }) };
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export async function loadReply(request: Request, context: Readonly<RouterContextProvider>) {
  const seo = pageSeo(request, context, "quotationReply");
  const state = await openLink(request, context, tokenOf(request));
  const done = new URL(request.url).searchParams.get("done") === "answered";
  return data({ seo, state, done: done && state.kind === "open" }, { status: state.kind === "open" ? 200 : STATUS[state.kind] });
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
  const { client, env } = serverClient(request, context);
  const stamps = stampsFor("answered", { read_at: state.readAt }, new Date().toISOString());
  const written = await client.putWithToken(
    `${QUOTATION[view.kind].api}/${view.id}`,
    { data: { quotation_status: "answered", answer: parsed.data.answer, ...stamps } },
    env.CONTENT_API_TOKEN,
  );
  if (!written.ok) {
    console.error(`quotation reply refused: ${written.status} ${written.error.message}`);
    return fail("quotations.reply.failed", written.status >= 500 || written.status === 0 ? 503 : 400);
  }
  return answered;
}
