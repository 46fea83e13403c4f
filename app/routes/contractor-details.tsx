import { PageIntro } from "~/components/page-intro";
import { requireIdParam } from "~/lib/not-found.server";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/contractor-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = requireIdParam(request, params.id);
  return { id, seo: pageSeo(request, context, "contractorDetails") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function ContractorDetailsPage() {
  return <PageIntro pageKey="contractorDetails" />;
}
