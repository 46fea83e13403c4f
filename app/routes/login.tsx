import { Form, Link, redirect } from "react-router";
import { BarePage } from "~/components/bare-page";
import { useLocalizePath } from "~/components/use-locale";
import { type Answer, FormMessages, ResendConfirmation, TextField } from "~/features/account/account-ui";
import { signIn } from "~/features/account/actions.server";
import { LOGIN } from "~/features/account/forms";
import { safeReturnPath } from "~/lib/same-site-path";
import { pageLocale } from "~/session/guard.server";
import { memberOf } from "~/session/session.server";
import { SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/login";
import { pagePath } from "~/lib/paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { to } = pageLocale(request);
  const redirectTo = safeReturnPath(url.searchParams.get("redirectTo"), to(pagePath("home")));
  if (await memberOf(request, context)) throw redirect(redirectTo, 303);
  const save = url.searchParams.get("save") ?? "";
  const reason = save ? "account.notices.signInToSave" : url.searchParams.has("redirectTo") ? "account.notices.signInToContinue" : null;
  return { seo: pageSeo(request, context, "login"), redirectTo, save, reason, limits: LOGIN };
}

export const action = ({ request, context }: Route.ActionArgs) => signIn(request, context);

export const meta: Route.MetaFunction = seoMeta;

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const answer = actionData as Answer;
  const identifier = answer?.values.identifier ?? "";
  return (
    <BarePage pageKey="login">
      {loaderData.reason && !answer ? (
        <p className="form-notice" role="status">
          {t(loaderData.reason as TextKey)}
        </p>
      ) : null}
      <FormMessages answer={answer} />
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="save" value={loaderData.save} />
        <TextField form="login" name="identifier" label={t("account.fields.identifier")} autoComplete="username" answer={answer} maxLength={loaderData.limits.identifier} />
        <TextField form="login" name="password" type="password" label={t("account.fields.password")} autoComplete="current-password" answer={answer} />
        <label className="form-check">
          <input type="checkbox" name="remember" value="yes" defaultChecked={answer?.values.remember === "yes"} />
          <span>{t("account.fields.remember")}</span>
        </label>
        <SubmitButton label={t("account.actions.signIn")} />
      </Form>
      {answer?.unconfirmed ? <ResendConfirmation action={to(pagePath("login"))} email={identifier.includes("@") ? identifier : ""} /> : null}
      <p className="account-links">
        <Link to={to(pagePath("forgotPassword"))}>{t("account.actions.forgot")}</Link>
        <span>
          {t("account.actions.noAccount")} <Link to={to(pagePath("register"))}>{t("member.register")}</Link>
        </span>
      </p>
    </BarePage>
  );
}
