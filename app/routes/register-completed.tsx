import { PageIntro } from "~/components/page-intro";
import { SignInNext } from "~/features/account/account-ui";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/register-completed";
import "~/features/account/account.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "registerCompleted") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function RegisterCompletedPage() {
  return (
    <PageIntro pageKey="registerCompleted">
      <SignInNext />
    </PageIntro>
  );
}
