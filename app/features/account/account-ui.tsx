import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { Form } from "react-router";
import { FormAlert, FormField, SubmitButton } from "~/features/info/form-ui";
import type { FormAnswer } from "./actions.server";
import "~/features/info/info.css";
import "./account.css";

/** The answer of an account form's action, as the component receives it (serialised). */
export type Answer = FormAnswer | undefined;

/** The alert (error) or notice (success) an action answered with, above the form. */
export function FormMessages({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  if (answer?.alert) return <FormAlert message={t(answer.alert as TextKey)} />;
  if (answer?.notice) {
    return (
      <p className="form-notice" role="status">
        {t(answer.notice as TextKey)}
      </p>
    );
  }
  return null;
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
