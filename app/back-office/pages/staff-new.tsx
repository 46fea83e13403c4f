import { data, Form, Link, redirect } from "react-router";
import { useLocale } from "~/components/use-locale";
import { INVITE_LIMITS, parseInvite } from "~/back-office/queues/staff-accounts";
import { inviteStaff } from "~/back-office/queues/staff-accounts.server";
import { STAFF_ROLES } from "~/domain/staff-roles";
import { backOfficePath } from "~/back-office/pages/table";
import { documentPath } from "~/lib/document-url";
import { LOCALE_CODES } from "~/domain/locales";
import { localeFromPath } from "~/lib/locale";
import { readForm } from "~/server/form-body.server";
import type { StaffFormAnswer } from "~/back-office/staff/form-answer";
import { staffErrors } from "~/back-office/staff/forms";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffField, StaffSelect, StaffSubmit } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/staff-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "admin");
  return null;
}

/** Creates the account and mails the invitation: a 303 to the list, or the form again with what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "admin");
  const parsed = parseInvite(await readForm(request));
  if (!parsed.ok) return data({ values: parsed.values, errors: staffErrors(parsed.errors) } satisfies StaffFormAnswer, { status: 400 });
  const { language, ...account } = parsed.data;
  const taken = await inviteStaff(context, staff, account, language);
  if (taken) return data({ values: parsed.values, errors: taken } satisfies StaffFormAnswer, { status: 409 });
  return redirect(`${backOfficePath("staff", localeFromPath(documentPath(request.url)))}?done=invited`, 303);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "staffAccounts.newTitle");

export default function NewStaffAccount({ actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const answer = actionData as StaffFormAnswer | undefined;
  return (
    <section className="admin-card" aria-labelledby="page-title">
      <h1 id="page-title">{t("staffAccounts.newTitle")}</h1>
      <p className="admin-lead">{t("staffAccounts.newLead")}</p>
      <Form method="post" className="stack-form" noValidate>
        <StaffField
          form="staff-new"
          name="username"
          label={t("staffAccounts.username")}
          autoComplete="off"
          required
          maxLength={INVITE_LIMITS.username}
          defaultValue={answer?.values.username ?? ""}
          error={answer?.errors.username}
        />
        <StaffField
          form="staff-new"
          name="email"
          type="email"
          label={t("staffAccounts.email")}
          autoComplete="off"
          required
          maxLength={INVITE_LIMITS.email}
          defaultValue={answer?.values.email ?? ""}
          error={answer?.errors.email}
        />
        <StaffSelect
          form="staff-new"
          name="role"
          label={t("staffAccounts.role")}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          defaultValue={answer?.values.role ?? "editor"}
          error={answer?.errors.role}
        />
        <StaffSelect
          form="staff-new"
          name="language"
          label={t("staffAccounts.language")}
          options={LOCALE_CODES.map((code) => ({ value: code, label: t(`staffAccounts.languages.${code}`) }))}
          defaultValue={answer?.values.language ?? locale}
          error={answer?.errors.language}
        />
        <StaffSubmit label={t("staffAccounts.submit")} />
      </Form>
      <p>
        <Link to={backOfficePath("staff", locale)}>{t("staffAccounts.back")}</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = StaffErrorView;
