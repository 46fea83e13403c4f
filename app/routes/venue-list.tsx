import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/venue-list";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "venueList") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function VenueListPage() {
  return <PageIntro pageKey="venueList" />;
}
