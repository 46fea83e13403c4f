import { loadGalleryDetail } from "~/features/galleries/detail.server";
import { GalleryDetail } from "~/features/galleries/gallery-detail";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/gallery-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadGalleryDetail(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function GalleryDetailsPage({ loaderData }: Route.ComponentProps) {
  return <GalleryDetail data={loaderData} />;
}
