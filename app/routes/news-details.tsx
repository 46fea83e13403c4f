import { loadNewsDetail } from "~/features/news/detail.server";
import { NewsDetail } from "~/features/news/news-detail";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/news-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadNewsDetail(request, context, params.id);
}

export const meta: Route.MetaFunction = seoMeta;

export default function NewsDetailsPage({ loaderData }: Route.ComponentProps) {
  return <NewsDetail data={loaderData} />;
}
