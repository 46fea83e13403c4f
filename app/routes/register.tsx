import { Form, Link, redirect } from "react-router";
import { BarePage } from "~/components/bare-page";
import { useLocalizePath } from "~/components/use-locale";
import { botCheckWidget } from "~/lib/runtime-config";
import { appContext } from "~/context";
import { type Answer, FormMessages, MemberTypeField, NewPasswordField, TextField } from "~/features/account/account-ui";
import { register } from "~/features/account/actions.server";
import { NEW_PASSWORD, REGISTER } from "~/features/account/forms";
import { pageLocale } from "~/session/guard.server";
import { memberOf } from "~/session/session.server";
import { SubmitButton } from "~/components/forms/form-ui";
import { CaptchaField } from "~/components/forms/bot-check-field";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/register";
import { pagePath } from "~/lib/paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await memberOf(request, context)) throw redirect(pageLocale(request).to(pagePath("profile")), 303);
  return { seo: pageSeo(request, context, "register"), botCheck: botCheckWidget(context.get(appContext).env), limits: REGISTER, newPassword: NEW_PASSWORD };
}

export const action = ({ request, context }: Route.ActionArgs) => register(request, context);

export const meta: Route.MetaFunction = seoMeta;

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const answer = actionData as Answer;
  const acceptError = answer?.errors.accept;
  const { limits } = loaderData;
  return (
    <BarePage pageKey="register">
      <FormMessages answer={answer} />
      <Form method="post" className="stack-form" noValidate>
        <TextField form="register" name="first_name" label={t("account.fields.firstName")} autoComplete="given-name" answer={answer} maxLength={limits.first_name} />
        <TextField form="register" name="last_name" label={t("account.fields.lastName")} autoComplete="family-name" answer={answer} maxLength={limits.last_name} />
        <TextField form="register" name="email" type="email" label={t("account.fields.email")} autoComplete="email" answer={answer} maxLength={limits.email} />
        <NewPasswordField form="register" answer={answer} label={t("account.fields.password")} rule={loaderData.newPassword} />
        <TextField form="register" name="phone" type="tel" label={t("account.fields.phone")} autoComplete="tel" answer={answer} maxLength={limits.phone} />
        <TextField form="register" name="company_name" label={t("account.fields.companyName")} autoComplete="organization" answer={answer} optional maxLength={limits.company_name} />
        <MemberTypeField form="register" answer={answer} selected={answer?.values.company_type ?? ""} required />
        <div className={`form-field${acceptError ? " form-field--invalid" : ""}`}>
          <label className="form-check">
            <input type="checkbox" name="accept" value="yes" required aria-invalid={acceptError ? true : undefined} aria-describedby={acceptError ? "register-accept-error" : undefined} />
            <span>
              {(() => {
                const [before, after] = t("account.fields.acceptTerms", { privacy: "%PRIVACY%" }).split("%PRIVACY%");
                return (
                  <>
                    {before}
                    <Link to={to(pagePath("privacyPolicy"))} target="_blank">
                      {t("account.fields.privacy")}
                    </Link>
                    {after}
                  </>
                );
              })()}
            </span>
          </label>
          {acceptError ? (
            <p id="register-accept-error" className="field-error">
              {t(acceptError as TextKey)}
            </p>
          ) : null}
        </div>
        <CaptchaField check={loaderData.botCheck} />
        <SubmitButton label={t("account.actions.createAccount")} />
      </Form>
      <p className="account-links">
        <span>
          {t("account.actions.haveAccount")} <Link to={to(pagePath("login"))}>{t("account.actions.signIn")}</Link>
        </span>
      </p>
    </BarePage>
  );
}
