import { Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath, backOfficeReturnPath } from "~/back-office/pages/table";
import { localeFromPath } from "~/lib/locale";
import type { StaffFormAnswer } from "~/back-office/staff/form-answer";
import { STAFF_CODE } from "~/back-office/staff/forms";
import { staffMeta } from "~/back-office/ui/meta";
import { awaitingCode, verifyCode } from "~/back-office/staff/second-factor-flow.server";
import { StaffAlert, StaffField, StaffSubmit } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
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
