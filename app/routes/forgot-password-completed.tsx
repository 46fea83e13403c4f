import { BarePage } from "~/components/bare-page";
import { SignInNext } from "~/features/account/account-ui";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password-completed";
import "~/features/account/account.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "forgotPasswordCompleted") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ForgotPasswordCompletedPage() {
  return (
    <BarePage pageKey="forgotPasswordCompleted">
      <SignInNext />
    </BarePage>
  );
}
