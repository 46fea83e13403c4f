import { loadGalleryDetail } from "~/features/galleries/detail.server";
import { GalleryDetail } from "~/features/galleries/gallery-detail";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/gallery-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadGalleryDetail(request, context, params.id);
}

export const meta: Route.MetaFunction = seoMeta;

export default function GalleryDetailsPage({ loaderData }: Route.ComponentProps) {
  return <GalleryDetail data={loaderData} />;
}
