import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { passesBotCheck } from "~/content/bot-check.server";
import { botCheckWidget } from "~/lib/runtime-config";
import type { QuotationAttachment } from "~/model/model";
import { portalStore } from "~/portal-store/portal-store.server";
import { appContext } from "~/context";
import { pageLocale, requireMember } from "~/session/guard.server";
import type { Member } from "~/session/session.server";
import type { FieldErrors } from "~/components/forms/form-fields";
import type { TextKey } from "~/i18n/translator";
import { readFormWithFiles } from "~/server/form-body.server";
import { ATTACHMENT_FILES, fileBytesCeiling, fileProblem } from "~/domain/file-rules";
import { sha256Hex } from "~/lib/hex";
import { bangkokToday } from "~/lib/dates";
import { waitText } from "~/lib/intl-formats";
import { pageSeo } from "~/server/page-seo.server";
import { pagePath } from "~/lib/paths";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { parseRequest, readRequest, type RequestField, type RequestValues, requestData, requestLimits } from "./request-form";
import { findTarget } from "./target.server";
import { ATTACHMENT_PROBLEMS } from "./attachment-problems";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";


/** What the form answers when it cannot go on: what was typed, errors by field, an alert above the form. */
export interface RequestAnswer {
  values: RequestValues;
  errors: FieldErrors<RequestField | "attachments">;
  alert: TextKey;
  /** How long to wait before sending again ("45 นาที"), when the member reached a sending limit. */
  wait?: string;
  /** Files cannot be sent back into a file input: the form says to choose them again. */
  hadFiles: boolean;
}

/** The contact details a new request starts with: the member's profile. */
function prefill(member: Member): Partial<RequestValues> {
  const { user } = member;
  return {
    contact_name: [user.first_name, user.last_name].filter(Boolean).join(" "),
    company_name: user.company_name ?? "",
    email: user.email,
    phone: user.phone ?? "",
  };
}

export async function loadRequestPage(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind) {
  const member = await requireMember(request, context);
  const { locale } = pageLocale(request);
  const lookup = await findTarget(request, context, kind, locale);
  return {
    seo: pageSeo(request, context, LISTING_PAGES[kind].quote),
    kind,
    lookup,
    prefill: prefill(member),
    today: bangkokToday(),
    botCheck: botCheckWidget(context.get(appContext).env),
    limits: requestLimits(kind),
  };
}

/**
 * Saves the request with the member's token, once: the form's submission key (with what it sends) is claimed
 * before the attachments go up, so a double submit neither uploads nor stores twice and both answers lead to
 * the same completed page. Errors answer 400 (503 when the service is down) with everything typed kept.
 */
export async function sendRequest(request: Request, context: Readonly<RouterContextProvider>, kind: ListingKind) {
  const member = await requireMember(request, context);
  const { locale, to } = pageLocale(request);
  // Room for every attachment at its limit beside the text fields; anything larger is the 413 page, unread.
  const form = await readFormWithFiles(request, fileBytesCeiling(ATTACHMENT_FILES));
  const values = readRequest(kind, form);
  const files = form.getAll("attachments").filter((f): f is File => f instanceof File && f.size > 0);
  const parsed = parseRequest(kind, values, bangkokToday());
  // What goes back into the form is cut to each field's limit, however much arrived.
  const fail = (alert: TextKey, errors: RequestAnswer["errors"] = {}, status = 400) =>
    data<RequestAnswer>({ values: parsed.values, errors, alert, hadFiles: files.length > 0 }, { status });

  const lookup = await findTarget(request, context, kind, locale);
  if (!lookup.found) return fail("quotations.errors.rejected");
  const problem = fileProblem(files, ATTACHMENT_FILES);
  const fileError = problem ? ATTACHMENT_PROBLEMS[problem] : null;
  if (!parsed.ok || fileError) {
    return fail("quotations.errors.fixBelow", { ...(parsed.ok ? {} : parsed.errors), ...(fileError ? { attachments: fileError } : {}) });
  }
  const botCheck = await passesBotCheck(request, context, form);
  if (botCheck === "bot-check") return fail("quotations.errors.botCheck");
  if (botCheck === "failed") return fail("quotations.errors.failed", {}, 503);

  const api = LISTINGS[kind].quotation.api;
  const keys = portalStore(context.get(appContext).env).submissionKeys;
  const formKey = String(form.get(SUBMISSION_KEY_FIELD) ?? "").slice(0, 64);
  const fingerprint = [formKey, lookup.target.id, values, files.map((f) => [f.name, f.size])];
  const key = await sha256Hex(JSON.stringify(fingerprint));
  const scope = `page:member:${member.user.id}:${api}`;
  const done = (id: number) => redirect(to(pagePath("quotationCompleted", { query: { kind, id } })), 303);

  const claim = await keys.claim(scope, key, key);
  if (claim.kind === "repeat") return done(Number(claim.response));
  if (claim.kind !== "first") return fail("quotations.errors.failed", {}, 503);
  let savedId: number | null = null;
  try {
    const client = contentClient(request, context, member);
    let attachments: QuotationAttachment[] = [];
    if (files.length > 0) {
      const uploaded = await client.upload(files);
      if (!uploaded.ok) {
        return uploaded.status === 400
          ? fail("quotations.errors.fixBelow", { attachments: "quotations.errors.attachmentType" })
          : fail("quotations.errors.uploadFailed", {}, uploaded.status === 413 ? 400 : 503);
      }
      attachments = uploaded.data.map((f) => ({ id: f.id, url: f.url, name: f.name, mime: f.mime, size: f.size }));
    }
    const body = { data: requestData(kind, parsed.data, lookup.target.id, locale, attachments) };
    // The claim above is this submission's one claim: the write goes without an Idempotency-Key.
    const created = await client.create<{ data: { id: number } }>(api, body);
    if (!created.ok && created.status === 429) {
      const seconds = created.retryAfter ?? 3600;
      return data<RequestAnswer>(
        { values: parsed.values, errors: {}, alert: "quotations.errors.tooMany", wait: waitText(seconds, locale), hadFiles: files.length > 0 },
        { status: 429, headers: { "Retry-After": String(seconds) } },
      );
    }
    if (!created.ok) {
      console.error(`quotation refused: ${api}`, created.status, created.error.message);
      return created.status >= 400 && created.status < 500 ? fail("quotations.errors.rejected") : fail("quotations.errors.failed", {}, 503);
    }
    savedId = created.data.data.id;
    return done(savedId);
  } finally {
    await (savedId === null ? keys.release(scope, key) : keys.complete(scope, key, 303, String(savedId))).catch((error: unknown) =>
      console.error("submission key update failed", error),
    );
  }
}
