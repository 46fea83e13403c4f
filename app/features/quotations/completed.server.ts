import { data, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { StrapiList } from "~/model/types";
import { pageLocale, requireMember } from "~/session/guard.server";
import { pageSeo } from "~/server/page-seo.server";
import { appContext } from "~/context";
import { toldText } from "./delivery";
import { portalStore } from "~/portal-store/portal-store.server";
import { quotationView, targetPopulate } from "./records";
import { isListingKind, LISTINGS } from "~/domain/listings";

/**
 * The page after a request was saved: its reference and where it went, read back with the member's token, so
 * another member's id (or a made-up one) shows "not in your account" and nothing of the request; and who was
 * told of it, as the content service stored it.
 */
export async function loadCompleted(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context);
  const { locale } = pageLocale(request);
  const seo = pageSeo(request, context, "quotationCompleted");
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const id = params.get("id") ?? "";
  // Opened without a request (a bookmark, the page list): nothing to confirm, the way to My quotations.
  if (!params.has("kind") && !params.has("id")) return { seo, view: null, asked: false, delivery: null };
  if (!isListingKind(kind) || !/^\d{1,15}$/.test(id)) return data({ seo, view: null, asked: true, delivery: null }, { status: 404 });
  // The member's own request only: a request their listing received is readable to them, but not theirs to confirm.
  const result = await contentClient(request, context, member).query<StrapiList<Record<string, unknown>>>(LISTINGS[kind].quotation.api, {
    filters: { id: { $eq: Number(id) }, user: { id: { $eq: member.user.id } } },
    populate: targetPopulate(kind),
    pagination: { page: 1, pageSize: 1 },
  });
  if (!result.ok && (result.status >= 500 || result.status === 0)) throw data(null, { status: 503 });
  const entity = result.ok ? result.data.data[0] : undefined;
  if (!entity) return data({ seo, view: null, asked: true, delivery: null }, { status: 404 });
  const delivery = await portalStore(context.get(appContext).env).requestDeliveries.of(LISTINGS[kind].quotation.plural, entity.id);
  return { seo, view: quotationView(kind, entity, locale), asked: true, delivery: { told: toldText(delivery), address: delivery?.address ?? null } };
}
