import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "aboutUs") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function AboutUsPage() {
  return <PageIntro pageKey="aboutUs" />;
}
