import { GalleryList } from "~/features/galleries/gallery-list";
import { loadGalleryList } from "~/features/galleries/list.server";
import { pagedListSeo } from "~/features/media/paged-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/gallery-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadGalleryList(request, context);
  return { ...list, seo: pagedListSeo(request, context, "galleryList", list.state.page) };
}

export const meta: Route.MetaFunction = seoMeta;

export default function GalleryListPage({ loaderData }: Route.ComponentProps) {
  return <GalleryList data={loaderData} />;
}
