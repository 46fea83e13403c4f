import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-venue";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "quotationVenue") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationVenuePage() {
  return <PageIntro pageKey="quotationVenue" />;
}
