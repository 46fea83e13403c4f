import { data, Form, Link, redirect } from "react-router";
import { useLocale } from "~/components/use-locale";
import { parseStaffChange } from "~/back-office/queues/staff-accounts";
import { changeStaff } from "~/back-office/queues/staff-accounts.server";
import { appContext } from "~/context";
import { STAFF_ROLES, type StaffRole } from "~/domain/staff-roles";
import { backOfficePath } from "~/back-office/pages/table";
import { documentPath } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { localeFromPath } from "~/lib/locale";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { readForm } from "~/server/form-body.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffAlert } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";
import type { Route } from "./+types/staff";

const DONE = ["invited", "role", "disabled", "enabled", "reset", "resent", "linkSent", "gone"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "admin");
  const done = DONE.find((outcome) => new URL(request.url).searchParams.get("done") === outcome) ?? null;
  return { me: staff.id, accounts: await backOfficeStore(context.get(appContext).env).staffAccounts.list(), done, now: new Date().toISOString() };
}

/** One change to one account: a plain form post, a 303 back to the list, or the list with why it was refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "admin");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const change = parseStaffChange(form);
  const list = documentPath(request.url).split("?")[0];
  if (!change || !Number.isSafeInteger(id) || id < 1) return redirect(`${list}?done=gone`, 303);
  const outcome = await changeStaff(context, staff, id, change, localeFromPath(list!));
  if ("refused" in outcome) return data({ refused: outcome.refused, id }, { status: 409 });
  return redirect(`${list}?done=${"gone" in outcome ? "gone" : outcome.done}`, 303);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "staffAccounts.title");

type Refused = { refused: StaffTextKey; id: number } | undefined;

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { me, accounts, done, now } = loaderData;
  const refused = actionData as Refused;
  const time = (stamp: string) => formatBangkokTime(stamp, locale);
  return (
    <>
      <h1>{t("staffAccounts.title")}</h1>
      <p className="admin-lead">{t("staffAccounts.lead")}</p>
      <p>
        <Link className="button button--primary" to={backOfficePath("staffNew", locale)}>
          {t("staffAccounts.invite")}
        </Link>
      </p>
      {refused ? <StaffAlert message={t(refused.refused)} /> : null}
      {done && !refused ? (
        <p className="form-notice" role="status" data-testid="staff-outcome">
          {t(`staffAccounts.done.${done}`)}
        </p>
      ) : null}
      <ol className="queue-list">
        {accounts.map((account) => {
          const labels = { username: account.username };
          return (
            <li key={account.id} className="admin-card queue-item" data-testid="staff-account">
              <h2>
                {account.username} {account.id === me ? <span className="queue-item__tag">({t("staffAccounts.you")})</span> : null}
              </h2>
              <dl className="queue-item__facts">
                <dt>{t("staffAccounts.email")}</dt>
                <dd>{account.email}</dd>
                <dt>{t("staffAccounts.role")}</dt>
                <dd>{t(`roles.${account.role}`)}</dd>
                <dt>{t("staffAccounts.secondFactor")}</dt>
                <dd>{t(account.secondFactor ? "staffAccounts.secondFactorOn" : "staffAccounts.secondFactorOff")}</dd>
                <dt>{t("staffAccounts.lastSignIn")}</dt>
                <dd>{account.lastSignedInAt ? time(account.lastSignedInAt) : t("staffAccounts.never")}</dd>
                <dt>{t("staffAccounts.status")}</dt>
                <dd data-testid="staff-status">
                  {account.blocked
                    ? t("staffAccounts.disabled")
                    : account.passwordSet
                      ? account.invitationExpiresAt && account.invitationExpiresAt > now
                        ? t("staffAccounts.activeWithLink", { when: time(account.invitationExpiresAt) })
                        : t("staffAccounts.active")
                      : account.invitationExpiresAt && account.invitationExpiresAt > now
                        ? t("staffAccounts.invited", { when: time(account.invitationExpiresAt) })
                        : t("staffAccounts.invitationExpired")}
                </dd>
              </dl>
              <div className="queue-item__actions">
                {/* One's own role and access are another admin's to change (the action refuses them too). */}
                {account.id === me ? null : (
                  <>
                    <RoleForm id={account.id} role={account.role} username={account.username} />
                    {account.passwordSet && !account.blocked ? (
                      <ChangeButton id={account.id} intent="send-password-link" label={t("staffAccounts.sendPasswordLink")} name={t("staffAccounts.sendPasswordLinkLabel", labels)} />
                    ) : null}
                    <ChangeButton
                      id={account.id}
                      intent={account.blocked ? "enable" : "disable"}
                      label={t(account.blocked ? "staffAccounts.enable" : "staffAccounts.disable")}
                      name={t(account.blocked ? "staffAccounts.enableLabel" : "staffAccounts.disableLabel", labels)}
                      danger={!account.blocked}
                    />
                  </>
                )}
                {account.secondFactor ? (
                  <ChangeButton id={account.id} intent="reset-second-factor" label={t("staffAccounts.resetSecondFactor")} name={t("staffAccounts.resetSecondFactorLabel", labels)} />
                ) : null}
                {account.passwordSet ? null : <ChangeButton id={account.id} intent="resend-invitation" label={t("staffAccounts.resend")} name={t("staffAccounts.resendLabel", labels)} />}
              </div>
              {refused?.id === account.id ? <p className="field-error">{t(refused.refused)}</p> : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function RoleForm({ id, role, username }: { id: number; role: StaffRole; username: string }) {
  const t = useStaffT();
  return (
    <Form method="post" className="staff-role-form">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="role" />
      <label className="visually-hidden" htmlFor={`staff-role-${id}`}>
        {t("staffAccounts.roleOf", { username })}
      </label>
      <select id={`staff-role-${id}`} name="role" defaultValue={role}>
        {STAFF_ROLES.map((option) => (
          <option key={option} value={option}>
            {t(`roles.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t("staffAccounts.changeRole")}
      </button>
    </Form>
  );
}

function ChangeButton({ id, intent, label, name, danger = false }: { id: number; intent: string; label: string; name: string; danger?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`button${danger ? " button--danger" : ""}`} aria-label={name}>
        {label}
      </button>
    </Form>
  );
}

export const ErrorBoundary = StaffErrorView;
