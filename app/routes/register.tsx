import { BarePage } from "~/components/bare-page";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/register";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "register") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function RegisterPage() {
  return <BarePage pageKey="register" />;
}
