import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { type Answer, FormMessages, ResendConfirmation } from "~/features/account/account-ui";
import { resendConfirmation } from "~/features/account/actions.server";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/register-verified";
import { pagePath } from "~/lib/paths";
import { readForm } from "~/server/form-body.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "registerVerified") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return resendConfirmation(request, context, await readForm(request));
}

export const meta: Route.MetaFunction = seoMeta;

/** "Check your mail" after registering, with a way to ask for the mail again. */
export default function RegisterVerifiedPage({ actionData }: Route.ComponentProps) {
  const to = useLocalizePath();
  const answer = actionData as Answer;
  return (
    <PageIntro pageKey="registerVerified">
      <div className="account-form">
        <FormMessages answer={answer} />
        <ResendConfirmation action={to(pagePath("registerVerified"))} email={answer?.values.email ?? ""} />
      </div>
    </PageIntro>
  );
}
