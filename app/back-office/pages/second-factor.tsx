import { Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath } from "~/back-office/pages/table";
import type { StaffFormAnswer } from "~/back-office/staff/form-answer";
import { requireStaffToEnrol } from "~/back-office/staff/guard.server";
import { STAFF_CODE } from "~/back-office/staff/forms";
import { staffMeta } from "~/back-office/ui/meta";
import { confirmEnrolment, enrolmentView } from "~/back-office/staff/second-factor-flow.server";
import { StaffAlert, StaffField, StaffSubmit } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/second-factor";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffToEnrol(request, context);
  return { username: staff.username, view: await enrolmentView(request, context, staff), codeMax: STAFF_CODE.code };
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmEnrolment(request, context, await requireStaffToEnrol(request, context));
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "secondFactor.title");

type Answer = StaffFormAnswer | { recoveryCodes: string[] } | undefined;

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useStaffT();
  const locale = useLocale();
  return (
    <section className="form-success" role="status" aria-labelledby="codes-title">
      <h2 id="codes-title">{t("secondFactor.codesTitle")}</h2>
      <p>{t("secondFactor.codesLead")}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {/* A full load: the header learns that the second factor is on. */}
      <Link to={backOfficePath("home", locale)} reloadDocument>
        {t("secondFactor.done")}
      </Link>
    </section>
  );
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const answer = actionData as Answer;
  const { view, username } = loaderData;
  return (
    <>
      <h1>{t("secondFactor.title")}</h1>
      <p className="admin-lead">{t("secondFactor.lead")}</p>
      {answer && "recoveryCodes" in answer ? (
        <RecoveryCodes codes={answer.recoveryCodes} />
      ) : view.enrolled ? (
        <>
          <p role="status">{t("secondFactor.enrolled")}</p>
          <p>{t("secondFactor.unusedCodes", { count: view.unusedCodes })}</p>
        </>
      ) : (
        <div className="enrolment">
          <p>{t("secondFactor.scan")}</p>
          <svg
            className="enrolment__qr"
            viewBox={`0 0 ${view.qr.size} ${view.qr.size}`}
            role="img"
            aria-label={t("secondFactor.qrLabel", { username })}
            shapeRendering="crispEdges"
          >
            <rect width={view.qr.size} height={view.qr.size} fill="#fff" />
            <path d={view.qr.path} fill="#000" />
          </svg>
          <p>
            {t("secondFactor.manual")} <code data-testid="totp-secret">{view.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
          </p>
          <p>{t("secondFactor.confirm")}</p>
          {answer?.alert ? <StaffAlert message={t(answer.alert, { wait: answer.wait })} /> : null}
          <Form method="post" className="stack-form" noValidate>
            <StaffField
              form="enrol"
              name="code"
              label={t("secondFactor.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={loaderData.codeMax}
              error={answer?.errors.code}
            />
            <StaffSubmit label={t("secondFactor.submit")} />
          </Form>
        </div>
      )}
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
