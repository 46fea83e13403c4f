import { data, type RouterContextProvider } from "react-router";
import type { StrapiSingle } from "~/content/types";
import { pageLocale, requireMember } from "~/features/account/guard.server";
import { memberClient } from "~/features/account/session.server";
import { pageSeo } from "~/lib/page-seo.server";
import { isQuotationKind, QUOTATION } from "./kinds";
import { quotationView, targetPopulate } from "./records";

/**
 * The page after a request was saved: its reference and where it went, read back with the member's token, so
 * another member's id (or a made-up one) shows "not in your account" and nothing of the request.
 */
export async function loadCompleted(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const { locale } = pageLocale(request);
  const seo = pageSeo(request, context, "quotationCompleted");
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const id = params.get("id") ?? "";
  // Opened without a request (a bookmark, the page list): nothing to confirm, the way to My quotations.
  if (!params.has("kind") && !params.has("id")) return { seo, view: null, asked: false };
  if (!isQuotationKind(kind) || !/^\d{1,15}$/.test(id)) return data({ seo, view: null, asked: true }, { status: 404 });
  const result = await memberClient(request, context, member).query<StrapiSingle<Record<string, unknown>>>(`${QUOTATION[kind].api}/${id}`, {
    populate: targetPopulate(kind),
  });
  if (!result.ok) {
    if (result.status >= 500 || result.status === 0) throw data(null, { status: 503 });
    return data({ seo, view: null, asked: true }, { status: 404 });
  }
  return { seo, view: quotationView(kind, result.data.data, locale), asked: true };
}
