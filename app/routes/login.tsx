import { BarePage } from "~/components/bare-page";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/login";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "login") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function LoginPage() {
  return <BarePage pageKey="login" />;
}
