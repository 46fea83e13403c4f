import { Form } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { type Answer, FormMessages, NewPasswordFields, TextField } from "~/features/account/account-ui";
import { changePassword } from "~/features/account/actions.server";
import { NEW_PASSWORD } from "~/features/account/forms";
import { requireMember } from "~/session/guard.server";
import { SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return { seo: pageSeo(request, context, "password"), newPassword: NEW_PASSWORD };
}

export async function action({ request, context }: Route.ActionArgs) {
  return changePassword(request, context, await requireMember(request, context));
}

export const meta: Route.MetaFunction = seoMeta;

export default function PasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as Answer;
  return (
    <PageIntro pageKey="password">
      <div className="account-form">
        <FormMessages answer={answer} />
        <Form method="post" className="stack-form" noValidate key={answer?.notice ?? "form"}>
          <TextField form="password" name="currentPassword" type="password" label={t("account.fields.currentPassword")} autoComplete="current-password" answer={answer} />
          <NewPasswordFields form="password" answer={answer} rule={loaderData.newPassword} />
          <SubmitButton label={t("account.actions.changePassword")} busyLabel="saving" />
        </Form>
      </div>
    </PageIntro>
  );
}
