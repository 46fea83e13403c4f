import { Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath, backOfficeReturnPath } from "~/lib/back-office";
import { localeFromPath } from "~/lib/locale";
import type { StaffFormAnswer } from "~/staff/form-answer";
import { STAFF_CODE } from "~/staff/forms";
import { staffMeta } from "~/staff/meta";
import { awaitingCode, verifyCode } from "~/staff/second-factor-flow.server";
import { StaffAlert, StaffField, StaffSubmit } from "~/staff/staff-ui";
import { useStaffT } from "~/staff/use-staff-texts";
import { StaffErrorView } from "~/staff/error-view";
import type { Route } from "./+types/verify";

export async function loader({ request, context }: Route.LoaderArgs) {
  await awaitingCode(request, context);
  const url = new URL(request.url);
  return { redirectTo: backOfficeReturnPath(url.searchParams.get("redirectTo"), localeFromPath(url.pathname)), codeMax: STAFF_CODE.code };
}

export const action = ({ request, context }: Route.ActionArgs) => verifyCode(request, context);

export const meta: Route.MetaFunction = (args) => staffMeta(args, "verify.title");

export default function VerifyCode({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const answer = actionData as StaffFormAnswer | undefined;
  return (
    <section className="admin-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("verify.title")}</h1>
      <p className="admin-lead">{t("verify.lead")}</p>
      {answer?.alert ? <StaffAlert message={t(answer.alert, { wait: answer.wait })} /> : null}
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <StaffField
          form="verify"
          name="code"
          label={t("verify.code")}
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={loaderData.codeMax}
          error={answer?.errors.code}
        />
        <StaffSubmit label={t("verify.submit")} />
      </Form>
      <p>
        <Link to={backOfficePath("login", locale)}>{t("verify.restart")}</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = StaffErrorView;
