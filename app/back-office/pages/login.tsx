import { Form, redirect } from "react-router";
import { backOfficeReturnPath } from "~/back-office/pages/table";
import { localeFromPath } from "~/lib/locale";
import { staffMeta } from "~/back-office/ui/meta";
import { staffOf } from "~/back-office/staff/session.server";
import type { StaffFormAnswer } from "~/back-office/staff/form-answer";
import { STAFF_LOGIN } from "~/back-office/staff/forms";
import { staffSignIn } from "~/back-office/staff/sign-in.server";
import { StaffAlert, StaffField, StaffSubmit } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = backOfficeReturnPath(url.searchParams.get("redirectTo"), localeFromPath(url.pathname));
  if (await staffOf(request, context)) throw redirect(redirectTo, 303);
  return { redirectTo, continuing: url.searchParams.has("redirectTo"), passwordSet: url.searchParams.get("passwordSet") === "1", limits: STAFF_LOGIN };
}

export const action = ({ request, context }: Route.ActionArgs) => staffSignIn(request, context);

export const meta: Route.MetaFunction = (args) => staffMeta(args, "login.title");

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const answer = actionData as StaffFormAnswer | undefined;
  return (
    <section className="admin-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("login.title")}</h1>
      <p className="admin-lead">{t("login.lead")}</p>
      {loaderData.passwordSet && !answer ? (
        <p className="form-notice" role="status">
          {t("login.passwordSet")}
        </p>
      ) : null}
      {loaderData.continuing && !answer ? (
        <p className="form-notice" role="status">
          {t("login.continue")}
        </p>
      ) : null}
      {answer?.alert ? <StaffAlert message={t(answer.alert, { wait: answer.wait })} /> : null}
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <StaffField
          form="staff-login"
          name="identifier"
          label={t("login.identifier")}
          autoComplete="username"
          required
          maxLength={loaderData.limits.identifier}
          defaultValue={answer?.values.identifier ?? ""}
          error={answer?.errors.identifier}
        />
        <StaffField
          form="staff-login"
          name="password"
          type="password"
          label={t("login.password")}
          autoComplete="current-password"
          required
          error={answer?.errors.password}
        />
        <StaffSubmit label={t("login.submit")} />
      </Form>
      <p className="admin-lead">{t("login.forgot")}</p>
    </section>
  );
}

export const ErrorBoundary = StaffErrorView;
