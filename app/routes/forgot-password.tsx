import { Form, Link } from "react-router";
import { BarePage } from "~/components/bare-page";
import { useLocalizePath } from "~/components/use-locale";
import { type Answer, FormMessages, TextField } from "~/features/account/account-ui";
import { forgotPassword } from "~/features/account/actions.server";
import { EMAIL } from "~/features/account/forms";
import { SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";
import { pagePath } from "~/lib/paths";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "forgotPassword"), limits: EMAIL };
}

export const action = ({ request, context }: Route.ActionArgs) => forgotPassword(request, context);

export const meta: Route.MetaFunction = seoMeta;

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const answer = actionData as Answer;
  return (
    <BarePage pageKey="forgotPassword">
      <FormMessages answer={answer} />
      <Form method="post" className="stack-form" noValidate>
        <TextField form="forgot" name="email" type="email" label={t("account.fields.email")} autoComplete="email" answer={answer} maxLength={loaderData.limits.email} />
        <SubmitButton label={t("account.actions.sendResetLink")} />
      </Form>
      <p className="account-links">
        <Link to={to(pagePath("login"))}>{t("account.actions.toSignIn")}</Link>
      </p>
    </BarePage>
  );
}
