import { BarePage } from "~/components/bare-page";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "forgotPassword") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ForgotPasswordPage() {
  return <BarePage pageKey="forgotPassword" />;
}
