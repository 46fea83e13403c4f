import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import { submitPublicForm } from "~/content/public-form.server";
import { botCheckWidget } from "~/lib/runtime-config";
import { recordByIdOrSlug } from "~/server/url-lookups.server";
import { appContext } from "~/context";
import { signInPath } from "~/session/guard.server";
import { runsListing } from "~/session/owned-listings.server";
import { type Member, memberOf } from "~/session/session.server";
import type { FieldErrors, FieldLimits, FormValues } from "~/components/forms/form-fields";
import type { TextKey } from "~/i18n/translator";
import { readForm } from "~/server/form-body.server";
import { sha256Hex } from "~/lib/hex";
import { localeFromPath } from "~/lib/locale";
import { requireIdParam } from "~/server/not-found.server";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { CLAIM_LIMITS, type ClaimField, parseClaimForm } from "./claim-form";
import { waitingClaimsOf } from "./pending-claims.server";
import { contractReference } from "~/domain/references";
import { formErrorOf } from "./contract.server";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import type { BotCheckWidget } from "~/lib/runtime-config";

export type ClaimResult =
  | { ok: true; reference: string; name: string; email: string }
  | { ok: false; values: FormValues<ClaimField>; errors: FieldErrors<ClaimField>; formError?: TextKey };

/**
 * What the detail page offers: a sign-in link, the request form (with the member's phone), the member's claim that
 * waits for the site team, or nothing to an owner.
 */
export type ClaimState =
  | { kind: "anonymous"; signIn: string }
  | { kind: "member"; phone: string; botCheck: BotCheckWidget | null; limits: FieldLimits<ClaimField> }
  | { kind: "waiting"; reference: string; since: string }
  | { kind: "owner" };

export async function claimStateOf(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind, id: number): Promise<ClaimState> {
  const member = await memberOf(request, context);
  if (!member) return { kind: "anonymous", signIn: signInPath(request) };
  if (runsListing(member.owned, kind, id)) return { kind: "owner" };
  const waiting = (await waitingClaimsOf(request, context, member, localeFromPath(new URL(request.url).pathname))).find((claim) => claim.kind === kind && claim.listingId === id);
  if (waiting) return { kind: "waiting", reference: waiting.reference, since: waiting.since };
  return { kind: "member", phone: member.user.phone ?? "", botCheck: botCheckWidget(context.get(appContext).env), limits: CLAIM_LIMITS };
}

const memberName = (member: Member) => [member.user.first_name, member.user.last_name].filter(Boolean).join(" ") || member.user.username;

/**
 * A signed-in member asks to manage a listing: stored as a contract-form of kind `claim` with the listing and
 * the member linked (the content service mails the site team), answered with a CL- reference. A visitor who
 * is not signed in goes to sign in and comes back to the page.
 */
export async function claimListing(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined, kind: ListingKind) {
  const def = LISTINGS[kind];
  const id = requireIdParam(request, rawId);
  const member = await memberOf(request, context);
  if (!member) throw redirect(signInPath(request), 303);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const parsed = parseClaimForm(form);
  if (!parsed.ok) return data<ClaimResult>({ ok: false, values: parsed.values, errors: parsed.errors }, { status: 400 });
  const record = await recordByIdOrSlug<Record<string, unknown>>(contentClient(request, context, "anonymous"), request, def.api, id);
  if (runsListing(member.owned, kind, record.id)) return data<ClaimResult>({ ok: false, values: parsed.values, errors: {}, formError: "info.form.rejected" }, { status: 400 });
  const listingName = localized(record.attributes, def.nameField, locale);
  const key = form.get(SUBMISSION_KEY_FIELD);
  const reference = contractReference("claim", await sha256Hex(JSON.stringify([typeof key === "string" ? key : "", kind, record.id, member.user.id, parsed.data])));
  const { message, ...fields } = parsed.data;
  const outcome = await submitPublicForm(
    request,
    context,
    "api/contract-forms",
    {
      request_kind: "claim",
      reference,
      [kind]: record.id,
      user: member.user.id,
      contact_name: memberName(member),
      company_name: String(record.attributes[def.nameField] ?? listingName),
      email: member.user.email,
      ...fields,
      ...(message ? { message } : {}),
      locale,
    },
    form,
  );
  if (outcome === "stored" || outcome === "queued") return data<ClaimResult>({ ok: true, reference, name: listingName, email: member.user.email });
  const { formError, status } = formErrorOf(outcome);
  return data<ClaimResult>({ ok: false, values: parsed.values, errors: {}, formError }, { status });
}
