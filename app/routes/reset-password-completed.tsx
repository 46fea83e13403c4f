import { BarePage } from "~/components/bare-page";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password-completed";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "resetPasswordCompleted") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ResetPasswordCompletedPage() {
  return <BarePage pageKey="resetPasswordCompleted" />;
}
