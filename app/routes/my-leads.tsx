import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/my-leads";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "myLeads") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function MyLeadsPage() {
  return <PageIntro pageKey="myLeads" />;
}
