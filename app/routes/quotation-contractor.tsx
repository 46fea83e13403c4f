import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-contractor";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "quotationContractor") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationContractorPage() {
  return <PageIntro pageKey="quotationContractor" />;
}
