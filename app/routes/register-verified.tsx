import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/register-verified";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "registerVerified") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function RegisterVerifiedPage() {
  return <PageIntro pageKey="registerVerified" />;
}
