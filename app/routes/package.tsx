import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/package";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "package") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function PackagePage() {
  return <PageIntro pageKey="package" />;
}
