import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { loadThaiEventDetail } from "~/features/thai-events/detail.server";
import { loadTradeShowDetail } from "~/features/trade-shows/detail.server";
import { contentPath } from "~/lib/content-paths";
import { contentTarget } from "~/staff/content/actions.server";
import { loadRecord } from "~/staff/content/content.server";
import { requireStaff } from "~/staff/guard.server";
import { staffMeta } from "~/staff/meta";
import { useStaffT } from "~/staff/use-staff-texts";
import { StaffErrorView } from "~/staff/error-view";
import type { Route } from "./+types/content-preview";

/**
 * A record's public page as visitors will see it, drafts included: the public detail loader reads it with the
 * API token's `publicationState=preview`, behind the staff guard, never cached or shared (docs/pages.md).
 */
// Each preview draws one of two public detail pages: each comes as its own chunk, so the route's first load
// carries neither (it stays within the per-route script budget, bench/budgets.mjs).
const TradeShowDetail = lazy(() => import("~/features/trade-shows/trade-show-detail").then((m) => ({ default: m.TradeShowDetail })));
const ThaiEventDetail = lazy(() => import("~/features/thai-events/event-detail").then((m) => ({ default: m.ThaiEventDetail })));

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const { collection, id } = contentTarget(params);
  const key = String(id);
  if (collection.plural === "trade-shows") {
    const record = await loadRecord(request, context, collection, id!);
    const scope = record?.attributes.scope === "international" ? "international" : "thai";
    return { kind: "trade-show" as const, plural: collection.plural, id: id!, data: await loadTradeShowDetail(request, context, key, scope, true) };
  }
  if (collection.plural === "thai-events") return { kind: "thai-event" as const, plural: collection.plural, id: id!, data: await loadThaiEventDetail(request, context, key, true) };
  return { kind: null, plural: collection.plural, id: id! };
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.edit.preview");

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  return (
    <>
      <p className="form-notice content-preview-banner" role="status">
        {loaderData.kind ? t("content.preview.banner") : t("content.preview.unavailable")}{" "}
        <Link to={contentPath(locale, loaderData.plural, loaderData.id)}>{t("content.preview.back")}</Link>
      </p>
      <Suspense fallback={null}>
        {loaderData.kind === "trade-show" ? <TradeShowDetail data={loaderData.data} /> : null}
        {loaderData.kind === "thai-event" ? <ThaiEventDetail data={loaderData.data} /> : null}
      </Suspense>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
