import { type ComponentType, lazy, Suspense } from "react";
import { Link, type RouterContextProvider } from "react-router";
import { useLocale } from "~/components/use-locale";
import { loadDirectoryDetail } from "~/features/directory/detail.server";
import { loadGalleryDetail } from "~/features/galleries/detail.server";
import { loadJobDetail } from "~/features/jobs/detail.server";
import { loadNewsDetail } from "~/features/news/detail.server";
import { loadThaiEventDetail } from "~/features/thai-events/detail.server";
import { loadTradeShowDetail } from "~/features/trade-shows/detail.server";
import { contentPath } from "~/back-office/pages/content-paths";
import type { CollectionDef } from "~/model/model";
import { contentTarget } from "~/back-office/editor/actions.server";
import { isPreviewable, type PreviewablePlural } from "~/back-office/editor/collections";
import { loadRecord } from "~/back-office/editor/content.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/content-preview";

/**
 * A record's public page as visitors will see it, drafts included: the public detail loader reads it with the
 * API token's `publicationState=preview`, behind the staff guard, never cached or shared (docs/pages.md).
 * Which collections preview is PREVIEWABLE (app/back-office/editor/collections.ts); the two tables below, typed by
 * it, give each one its loader and its page. They are two because the loaders stay on the server (the client
 * build drops what only `loader` uses) while the pages are the browser's.
 */
type Context = Readonly<RouterContextProvider>;

const PREVIEW_LOADERS: Record<PreviewablePlural, (request: Request, context: Context, id: number, collection: CollectionDef) => Promise<unknown>> = {
  "trade-shows": async (request, context, id, collection) => {
    const record = await loadRecord(request, context, collection, id);
    const scope = record?.attributes.scope === "international" ? "international" : "thai";
    return loadTradeShowDetail(request, context, String(id), scope, true);
  },
  "thai-events": (request, context, id) => loadThaiEventDetail(request, context, String(id), true),
  venues: (request, context, id) => loadDirectoryDetail(request, context, String(id), "venue", true),
  organizers: (request, context, id) => loadDirectoryDetail(request, context, String(id), "organizer", true),
  contractors: (request, context, id) => loadDirectoryDetail(request, context, String(id), "contractor", true),
  news: (request, context, id) => loadNewsDetail(request, context, String(id), true),
  "photo-galleries": (request, context, id) => loadGalleryDetail(request, context, String(id), true),
  jobs: (request, context, id) => loadJobDetail(request, context, String(id), true),
};

// Each preview draws one public detail page, each its own chunk: the route's first load carries none of them
// (it stays within the per-route script budget, bench/budgets.mjs). A page takes its loader's data above,
// hence the loose prop type.
type PreviewPage = ComponentType<{ data: never }>;
const page = (load: () => Promise<PreviewPage>) => lazy(() => load().then((component) => ({ default: component })));

const PREVIEW_PAGES: Record<PreviewablePlural, PreviewPage> = {
  "trade-shows": page(() => import("~/features/trade-shows/trade-show-detail").then((m) => m.TradeShowDetail)),
  "thai-events": page(() => import("~/features/thai-events/event-detail").then((m) => m.ThaiEventDetail)),
  venues: page(() => import("~/features/directory/directory-detail").then((m) => m.DirectoryDetail)),
  organizers: page(() => import("~/features/directory/directory-detail").then((m) => m.DirectoryDetail)),
  contractors: page(() => import("~/features/directory/directory-detail").then((m) => m.DirectoryDetail)),
  news: page(() => import("~/features/news/news-detail").then((m) => m.NewsDetail)),
  "photo-galleries": page(() => import("~/features/galleries/gallery-detail").then((m) => m.GalleryDetail)),
  jobs: page(() => import("~/features/jobs/job-detail").then((m) => m.JobDetail)),
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const { collection, id } = contentTarget(params);
  const plural = collection.plural;
  if (!isPreviewable(plural)) return { plural, previewable: null, id: id!, data: null };
  return { plural, previewable: plural, id: id!, data: await PREVIEW_LOADERS[plural](request, context, id!, collection) };
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.edit.preview");

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const Page = loaderData.previewable ? PREVIEW_PAGES[loaderData.previewable] : null;
  return (
    <>
      <p className="form-notice content-preview-banner" role="status">
        {Page ? t("content.preview.banner") : t("content.preview.unavailable")}{" "}
        <Link to={contentPath(locale, loaderData.plural, loaderData.id)}>{t("content.preview.back")}</Link>
      </p>
      {Page ? <p className="admin-lead">{t("content.preview.inert")}</p> : null}
      <Suspense fallback={null}>{Page ? <Page data={loaderData.data as never} /> : null}</Suspense>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
