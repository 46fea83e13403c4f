import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/my-quotation";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "myQuotation") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function MyQuotationPage() {
  return <PageIntro pageKey="myQuotation" />;
}
