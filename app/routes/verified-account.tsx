import { data } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { type Answer, FormMessages, ResendConfirmation } from "~/features/account/account-ui";
import { confirmEmail, resendConfirmation } from "~/features/account/actions.server";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/verified-account";
import { pagePath } from "~/lib/paths";
import { readForm } from "~/server/form-body.server";

/** The link in the confirmation mail: confirms on the server and moves on to /register-completed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await confirmEmail(request, context);
  if (outcome instanceof Response) throw outcome;
  return data({ seo: pageSeo(request, context, "verifiedAccount"), alert: outcome.alert }, { status: outcome.alert === "account.errors.tooMany" ? 429 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  return resendConfirmation(request, context, await readForm(request));
}

export const meta: Route.MetaFunction = seoMeta;

export default function VerifiedAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const to = useLocalizePath();
  const answer = (actionData as Answer) ?? { values: {}, errors: {}, alert: loaderData.alert };
  return (
    <PageIntro pageKey="verifiedAccount">
      <div className="account-form">
        <FormMessages answer={answer} />
        <ResendConfirmation action={to(pagePath("verifiedAccount"))} email={answer.values.email ?? ""} />
      </div>
    </PageIntro>
  );
}
