import { PageIntro } from "~/components/page-intro";
import { requireIdParam } from "~/lib/not-found.server";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/gallery-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = requireIdParam(request, params.id);
  return { id, seo: pageSeo(request, context, "galleryDetails") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function GalleryDetailsPage() {
  return <PageIntro pageKey="galleryDetails" />;
}
