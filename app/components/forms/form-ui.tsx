import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { Link, useNavigation } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import { pagePath } from "~/lib/paths";

interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrameProps {
  /** Prefix of the ids, unique per form. */
  form: string;
  name: string;
  label: string;
  /** The error in words, already in the page's language. */
  errorText?: string | undefined;
  help?: string;
  /** Said after the label of a field that may stay empty, e.g. "(optional)". */
  optionalText?: string | undefined;
  children: (control: ControlProps) => React.ReactNode;
}

/**
 * Label above, help under, the error in words beside the field, all tied to the control for screen readers.
 * It takes its words already translated, so the public forms (FormField) and the back office's, whose texts
 * come from their own table, draw fields the same way.
 */
export function FieldFrame({ form, name, label, errorText, help, optionalText, children }: FieldFrameProps) {
  const id = `${form}-${name}`;
  const describedBy = [help ? `${id}-help` : null, errorText ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={`form-field${errorText ? " form-field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {optionalText ? <span className="form-field__optional"> ({optionalText})</span> : null}
      </label>
      {children({ id, name, "aria-invalid": errorText ? true : undefined, "aria-describedby": describedBy || undefined })}
      {help ? (
        <p id={`${id}-help`} className="form-field__help">
          {help}
        </p>
      ) : null}
      {errorText ? (
        <p id={`${id}-error`} className="field-error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

interface FormFieldProps extends Omit<FieldFrameProps, "errorText" | "optionalText"> {
  /** An i18n key from the server's validation. */
  error?: TextKey | undefined;
  optional?: boolean;
}

/** A public form's field: FieldFrame with the site's texts. */
export function FormField({ error, optional, ...frame }: FormFieldProps) {
  const { t } = useTranslation();
  return <FieldFrame {...frame} errorText={error ? t(error) : undefined} optionalText={optional ? t("info.form.optional") : undefined} />;
}

/** The message above a form that could not be sent; focused after a client-side submission so it is heard. */
export function FormAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div ref={ref} className="form-alert" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}

/** A success panel whose heading takes focus, so keyboard and screen-reader users land on the confirmation. */
export function FormSuccess({ title, children }: { title: string; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="form-success" role="status">
      <h2 ref={ref} tabIndex={-1} className="form-success__title">
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The reCAPTCHA v2 checkbox, only when a site key is configured; it adds its token to the form it sits in. */
export function CaptchaField({ siteKey }: { siteKey: string | null }) {
  if (!siteKey) return null;
  return (
    <div className="form-field">
      <script src="https://www.google.com/recaptcha/api.js" async defer />
      <div className="g-recaptcha" data-sitekey={siteKey} />
    </div>
  );
}

export function PrivacyNote() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <p className="form-privacy">
      {t("info.form.privacyNote")} <Link to={to(pagePath("privacyPolicy"))}>{t("info.form.privacyLink")}</Link>
    </p>
  );
}

export function SubmitButton({ label, className = "button button--accent" }: { label: string; className?: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className={`${className} form-submit`} disabled={busy} aria-disabled={busy || undefined}>
      {busy ? t("info.form.sending") : label}
    </button>
  );
}
