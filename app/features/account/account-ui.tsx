import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { Form, Link } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import { pagePath } from "~/lib/paths";
import { FormAlert, FormField, FormNotice, SubmitButton } from "~/components/forms/form-ui";
import type { FormAnswer } from "./actions.server";
import { MEMBER_TYPES } from "~/domain/members";
import "~/features/info/info.css";
import "./account.css";

/** The answer of an account form's action, as the component receives it (serialised). */
export type Answer = FormAnswer | undefined;

/** The alert (error) or notice (success) an action answered with, above the form. */
export function FormMessages({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  if (answer?.alert) return <FormAlert message={t(answer.alert as TextKey)} />;
  return answer?.notice ? <FormNotice message={t(answer.notice as TextKey)} answer={answer} /> : null;
}

interface TextFieldProps {
  form: string;
  name: string;
  label: string;
  answer: Answer;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  help?: string;
  optional?: boolean;
  defaultValue?: string | null | undefined;
  required?: boolean;
  maxLength?: number;
}

/** One labelled input: the typed value comes back on errors (passwords never do), the error sits under it. */
export function TextField({ form, name, label, answer, type = "text", autoComplete, help, optional, defaultValue, required = !optional, maxLength }: TextFieldProps) {
  const value = type === "password" ? "" : (answer?.values[name] ?? defaultValue ?? "");
  return (
    <FormField form={form} name={name} label={label} error={answer?.errors[name] as TextKey | undefined} {...(help ? { help } : {})} {...(optional ? { optional } : {})}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          defaultValue={value}
          required={required}
          maxLength={maxLength}
          {...(type === "email" ? { inputMode: "email" as const } : {})}
        />
      )}
    </FormField>
  );
}

/** "Send the confirmation email again", shown beside a sign-in refused for an unconfirmed address. */
export function ResendConfirmation({ action, email }: { action: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} className="stack-form account-resend" noValidate>
      <input type="hidden" name="intent" value="resend" />
      <TextField form="resend" name="email" type="email" autoComplete="email" label={t("account.fields.email")} answer={undefined} defaultValue={email} />
      <SubmitButton label={t("account.actions.resend")} className="button" />
    </Form>
  );
}

/** The length rule of a new password (app/domain/password-policy.ts), from the page's data. */
export type PasswordRule = { min: number; max: number };

/** A password the member chooses, with its rule said under it. */
export function NewPasswordField({ form, answer, label, rule }: { form: string; answer: Answer; label: string; rule: PasswordRule }) {
  const { t } = useTranslation();
  return (
    <TextField
      form={form}
      name="password"
      type="password"
      label={label}
      help={t("account.fields.passwordHelp", { min: rule.min, max: rule.max })}
      autoComplete="new-password"
      answer={answer}
      maxLength={rule.max}
    />
  );
}

/** A new password and its confirmation, as the change-password and reset-password forms ask for them. */
export function NewPasswordFields({ form, answer, rule }: { form: string; answer: Answer; rule: PasswordRule }) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordField form={form} answer={answer} label={t("account.fields.newPassword")} rule={rule} />
      <TextField form={form} name="passwordConfirmation" type="password" label={t("account.fields.passwordConfirmation")} autoComplete="new-password" answer={answer} maxLength={rule.max} />
    </>
  );
}

/** The one step after a finished account flow (registration, reset request, new password): sign in. */
export function SignInNext() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <p className="account-links">
      <Link className="button button--accent" to={to(pagePath("login"))}>
        {t("account.actions.toSignIn")}
      </Link>
    </p>
  );
}

/** "I am a…": the member type radios of registration and the profile, with the error tied to the group. */
export function MemberTypeField({ form, answer, selected, required }: { form: string; answer: Answer; selected: string; required?: boolean }) {
  const { t } = useTranslation();
  const error = answer?.errors.company_type;
  const errorId = `${form}-type-error`;
  return (
    <fieldset className={`field--choices form-field${error ? " form-field--invalid" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend>{t("account.fields.memberType")}</legend>
      {MEMBER_TYPES.map((type) => (
        <label key={type} className="choice">
          <input type="radio" name="company_type" value={type} defaultChecked={selected === type} required={required} aria-invalid={error ? true : undefined} />
          {t(`account.memberTypes.${type}`)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {t(error as TextKey)}
        </p>
      ) : null}
    </fieldset>
  );
}
