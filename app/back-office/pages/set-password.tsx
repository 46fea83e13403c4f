import { data, Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath } from "~/back-office/pages/table";
import type { StaffFormAnswer } from "~/back-office/staff/form-answer";
import { staffMeta } from "~/back-office/ui/meta";
import { invitationFor, setInvitedPassword } from "~/back-office/staff/set-password.server";
import { StaffAlert, StaffField, StaffSubmit } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/set-password";

/** The invitation link: the account it opens, or a 410 when it expired, was used or was replaced. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const account = await invitationFor(context, token);
  if (!account) return data({ username: null, token: "" }, { status: 410 });
  return { username: account.username, token: token! };
}

export const action = ({ request, context }: Route.ActionArgs) => setInvitedPassword(request, context);

export const meta: Route.MetaFunction = (args) => staffMeta(args, "setPassword.title");

export default function SetStaffPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const answer = actionData as StaffFormAnswer | undefined;
  const { username, token } = loaderData;
  const dead = username === null || answer?.alert === "setPassword.invalid";
  return (
    <section className="admin-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("setPassword.title")}</h1>
      {dead ? (
        <>
          <StaffAlert message={t("setPassword.invalid")} />
          <p>
            <Link to={backOfficePath("login", locale)}>{t("setPassword.toSignIn")}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="admin-lead">{t("setPassword.lead", { username })}</p>
          <Form method="post" className="stack-form" noValidate>
            <input type="hidden" name="token" value={token} />
            {/* For password managers: the account the new password belongs to. */}
            <input type="hidden" name="username" value={username} autoComplete="username" />
            <p>{t("setPassword.rules")}</p>
            <StaffField form="set-password" name="password" type="password" label={t("setPassword.password")} autoComplete="new-password" required error={answer?.errors.password} />
            <StaffField
              form="set-password"
              name="passwordConfirmation"
              type="password"
              label={t("setPassword.confirmation")}
              autoComplete="new-password"
              required
              error={answer?.errors.passwordConfirmation}
            />
            <StaffSubmit label={t("setPassword.submit")} />
          </Form>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = StaffErrorView;
