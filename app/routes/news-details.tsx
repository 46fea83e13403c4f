import { loadNewsDetail } from "~/features/news/detail.server";
import { NewsDetail } from "~/features/news/news-detail";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/news-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadNewsDetail(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function NewsDetailsPage({ loaderData }: Route.ComponentProps) {
  return <NewsDetail data={loaderData} />;
}
