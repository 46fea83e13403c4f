import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/contractor-list";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "contractorList") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function ContractorListPage() {
  return <PageIntro pageKey="contractorList" />;
}
