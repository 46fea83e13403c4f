import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import { requireMember } from "~/features/account/guard.server";
import type { Route } from "./+types/my-quotation";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return { seo: pageSeo(request, context, "myQuotation") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function MyQuotationPage() {
  return <PageIntro pageKey="myQuotation" />;
}
