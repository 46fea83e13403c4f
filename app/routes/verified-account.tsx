import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/verified-account";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "verifiedAccount") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function VerifiedAccountPage() {
  return <PageIntro pageKey="verifiedAccount" />;
}
