import { useEffect, useRef, useState } from "react";
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

/**
 * The line that says a save worked, focused when it appears so a phone scrolls it into view and a screen reader
 * says it, however far below the visitor pressed the button. `autoFocus` does the same for a page sent after a
 * post without scripts; `answer` (the action's answer) makes a second save of the same form say it again.
 */
export function FormNotice({ message, answer }: { message: string; answer?: unknown }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message, answer]);
  return (
    <p ref={ref} className="form-notice" role="status" tabIndex={-1} autoFocus>
      {message}
    </p>
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

export function PrivacyNote() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <p className="form-privacy">
      {t("info.form.privacyNote")} <Link to={to(pagePath("privacyPolicy"))}>{t("info.form.privacyLink")}</Link>
    </p>
  );
}

interface SubmitButtonProps {
  label: string;
  className?: string;
  /** What the button says while its form is on its way: "Sending…" unless the form saves ("Saving…"). */
  busyLabel?: "sending" | "saving";
  /** For a fetcher's form, whose submission is no page navigation: its own `fetcher.state !== "idle"`. */
  busy?: boolean;
}

/**
 * The submit button of every public form: from the moment its own form is sent until the answer is on the page
 * it is disabled, `aria-busy` and says "Sending…" or "Saving…", so nobody presses twice or wonders whether the
 * press counted. Other forms on the page (the header's sign-out) do not make it busy.
 */
export function SubmitButton({ label, className = "button button--accent", busyLabel = "sending", busy: fetcherBusy }: SubmitButtonProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const navigating = useNavigation().state !== "idle";
  const [sent, setSent] = useState(false);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form || fetcherBusy !== undefined) return;
    const onSubmit = () => setSent(true);
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [fetcherBusy]);
  useEffect(() => {
    if (!navigating) setSent(false);
  }, [navigating]);
  const busy = fetcherBusy ?? (sent && navigating);
  return (
    <button ref={ref} type="submit" className={`${className} form-submit`} disabled={busy} aria-busy={busy || undefined}>
      {busy ? t(busyLabel === "saving" ? "info.form.saving" : "info.form.sending") : label}
    </button>
  );
}
