import { PageIntro } from "~/components/page-intro";
import { requireIdParam } from "~/lib/not-found.server";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/news-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = requireIdParam(request, params.id);
  return { id, seo: pageSeo(request, context, "newsDetails") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function NewsDetailsPage() {
  return <PageIntro pageKey="newsDetails" />;
}
