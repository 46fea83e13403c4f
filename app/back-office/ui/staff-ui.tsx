import { Form, Link, NavLink, useNavigation } from "react-router";
import { LanguageSwitcher } from "~/components/language-switcher";
import { useLocale } from "~/components/use-locale";
import { backOfficePath, navFor } from "~/back-office/pages/table";
import { pagePath } from "~/lib/paths";
import { localizePath } from "~/lib/locale";
import type { StaffMember } from "../staff/accounts.server";
import type { StaffTextKey } from "../texts/staff-texts";
import { FieldFrame } from "~/components/forms/form-ui";
import { useStaffT } from "../texts/use-staff-texts";

/** The back office's header: its name, who is signed in, the language switch, sign-out and the menu of the pages that exist. */
export function AdminHeader({ staff }: { staff: StaffMember | null }) {
  const t = useStaffT();
  const locale = useLocale();
  return (
    <header className="admin-header">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <div className="admin-header__bar">
        <Link className="admin-header__brand" to={backOfficePath("home", locale)}>
          ExpoLink · {t("name")}
        </Link>
        {staff ? (
          <span className="admin-header__who" data-testid="staff-name">
            {t("signedInAs", { username: staff.username, role: t(`roles.${staff.role}`) })}
          </span>
        ) : (
          <a href={localizePath(pagePath("home"), locale)}>{t("toSite")}</a>
        )}
        <LanguageSwitcher />
        {staff ? (
          <Form method="post" action={backOfficePath("logout", locale)} className="admin-header__signout">
            <button type="submit">{t("signOut")}</button>
          </Form>
        ) : null}
      </div>
      {staff ? (
        <nav className="admin-nav" aria-label={t("nav.label")}>
          <ul>
            {navFor(staff.role).map((key) => (
              <li key={key}>
                <NavLink to={backOfficePath(key, locale)} end>
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

/** A labelled text field with its error in words, tied to the control for screen readers. */
export function StaffField({
  form,
  name,
  label,
  error,
  ...input
}: { form: string; name: string; label: string; error?: StaffTextKey | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  const t = useStaffT();
  return (
    <FieldFrame form={form} name={name} label={label} errorText={error ? t(error) : undefined}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

/** A labelled choice with its error in words, like StaffField. */
export function StaffSelect({
  form,
  name,
  label,
  options,
  error,
  ...select
}: { form: string; name: string; label: string; options: readonly { value: string; label: string }[]; error?: StaffTextKey | undefined } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const t = useStaffT();
  return (
    <FieldFrame form={form} name={name} label={label} errorText={error ? t(error) : undefined}>
      {(control) => (
        <select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A labelled checkbox (a confirmation) with its error in words beside it, tied to the control like StaffField. */
export function StaffCheck({ form, name, label, error, value = "yes" }: { form: string; name: string; label: string; error?: StaffTextKey | undefined; value?: string }) {
  const t = useStaffT();
  const id = `${form}-${name}`;
  return (
    <div className={`form-field form-field--check staff-check${error ? " form-field--invalid" : ""}`}>
      <input id={id} type="checkbox" name={name} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The message above a form that could not go on: the form kit's alert, focused so it is heard. */
export { FormAlert as StaffAlert } from "~/components/forms/form-ui";

export function StaffSubmit({ label }: { label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className="button button--primary form-submit" disabled={busy}>
      {label}
    </button>
  );
}
