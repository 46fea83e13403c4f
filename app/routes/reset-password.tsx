import { Form, Link } from "react-router";
import { BarePage } from "~/components/bare-page";
import { useLocalizePath } from "~/components/use-locale";
import { type Answer, FormMessages, NewPasswordFields } from "~/features/account/account-ui";
import { resetPassword } from "~/features/account/actions.server";
import { NEW_PASSWORD } from "~/features/account/forms";
import { resetCodeState } from "~/features/account/reset-code.server";
import { FormAlert, SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/reset-password";
import { pagePath } from "~/lib/paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get("code") ?? "";
  return { seo: pageSeo(request, context, "resetPassword"), code, state: code ? await resetCodeState(request, context, code) : null, newPassword: NEW_PASSWORD };
}

/** The page answers for one link's code at one moment: no shared or browser cache may keep it. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const action = ({ request, context }: Route.ActionArgs) => resetPassword(request, context);

export const meta: Route.MetaFunction = seoMeta;

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const answer = actionData as Answer;
  const code = answer?.values.code ?? loaderData.code;
  // A used or expired link says so at once; the form would only fail after the password was typed twice.
  const spent = !answer && loaderData.state === "spent";
  return (
    <BarePage pageKey="resetPassword">
      {spent ? (
        <FormAlert message={t("account.errors.resetCodeInvalid")} />
      ) : code ? (
        <>
          <FormMessages answer={answer} />
          <Form method="post" className="stack-form" noValidate>
            <input type="hidden" name="code" value={code} />
            <NewPasswordFields form="reset" answer={answer} rule={loaderData.newPassword} />
            <SubmitButton label={t("account.actions.setPassword")} busyLabel="saving" />
          </Form>
        </>
      ) : (
        <FormAlert message={t("account.notices.resetCodeMissing")} />
      )}
      <p className="account-links">
        <Link to={to(pagePath("forgotPassword"))}>{t("account.actions.sendResetLink")}</Link>
      </p>
    </BarePage>
  );
}
