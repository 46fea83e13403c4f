import { BarePage } from "~/components/bare-page";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "resetPassword") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ResetPasswordPage() {
  return <BarePage pageKey="resetPassword" />;
}
