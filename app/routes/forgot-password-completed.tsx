import { BarePage } from "~/components/bare-page";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password-completed";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "forgotPasswordCompleted") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ForgotPasswordCompletedPage() {
  return <BarePage pageKey="forgotPasswordCompleted" />;
}
