import { PageIntro } from "~/components/page-intro";
import { pageSeo } from "~/lib/page-seo.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "home") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function HomePage() {
  return <PageIntro pageKey="home" />;
}
