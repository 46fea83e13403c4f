import { BarePage } from "~/components/bare-page";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/no-permission";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "noPermission") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function NoPermissionPage() {
  return <BarePage pageKey="noPermission" />;
}
