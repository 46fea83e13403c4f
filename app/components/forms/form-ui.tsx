import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { Link, useNavigation } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import { pagePath } from "~/lib/paths";
import type { BotCheckWidget } from "~/lib/runtime-config";
import { useLocale } from "~/components/use-locale";

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

/** Where the bot check's widget puts its token: reCAPTCHA's own field name, which Turnstile is told to use too. */
const TOKEN_FIELD = "g-recaptcha-response";

/**
 * The bot check, invisible as the spec has it: reCAPTCHA in invisible mode, its badge hidden behind the notice
 * Google asks for instead, or Cloudflare Turnstile, which shows itself only to a visitor it doubts. Both put their
 * token in the form's `g-recaptcha-response` field. Nothing when no check is configured (local development).
 */
export function CaptchaField({ check }: { check: BotCheckWidget | null }) {
  if (!check) return null;
  return check.provider === "turnstile" ? <TurnstileWidget siteKey={check.siteKey} /> : <InvisibleRecaptcha siteKey={check.siteKey} />;
}

interface Turnstile {
  render(box: HTMLElement, options: Record<string, string>): string;
}

/**
 * Turnstile renders every `.cf-turnstile` on the page when its script loads; a form reached later by a client
 * navigation, after the script has loaded, is rendered here.
 */
function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const turnstile = (window as { turnstile?: Turnstile }).turnstile;
    if (!turnstile || !box.current || box.current.childElementCount > 0) return;
    turnstile.render(box.current, { sitekey: siteKey, appearance: "interaction-only", "response-field-name": TOKEN_FIELD, language: locale });
  }, [siteKey, locale]);
  return (
    <div className="bot-check">
      <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer />
      <div
        ref={box}
        className="cf-turnstile"
        data-sitekey={siteKey}
        data-appearance="interaction-only"
        data-response-field-name={TOKEN_FIELD}
        data-language={locale}
      />
    </div>
  );
}

interface Grecaptcha {
  render(box: HTMLElement, options: { sitekey: string; size: "invisible"; badge: "inline"; callback: () => void }): number;
  execute(widget: number): void;
  reset(widget: number): void;
}

/**
 * reCAPTCHA in invisible mode: sending the form first asks Google for a token (a puzzle only for a visitor it
 * doubts), then sends the form with it. Until Google's script has loaded, the form goes without one and the
 * server's answer asks to send it again.
 */
function InvisibleRecaptcha({ siteKey }: { siteKey: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = box.current?.closest("form");
    if (!box.current || !form) return;
    const host = box.current;
    let widget: number | null = null;
    let tokenReady = false;
    const onSubmit = (event: SubmitEvent) => {
      const grecaptcha = (window as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
      if (tokenReady || typeof grecaptcha?.render !== "function") {
        tokenReady = false;
        return;
      }
      event.preventDefault();
      const api = grecaptcha as Grecaptcha;
      if (widget === null) {
        widget = api.render(host, {
          sitekey: siteKey,
          size: "invisible",
          badge: "inline",
          callback: () => {
            tokenReady = true;
            form.requestSubmit();
          },
        });
      } else {
        api.reset(widget);
      }
      api.execute(widget);
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [siteKey]);
  return (
    <div className="bot-check">
      <script src="https://www.google.com/recaptcha/api.js?render=explicit" async defer />
      <div ref={box} className="bot-check__box" />
      <p className="bot-check__notice">
        {t("info.form.recaptchaNotice")} <a href="https://policies.google.com/privacy">{t("info.form.googlePrivacy")}</a> {t("info.form.googleTermsJoin")}{" "}
        <a href="https://policies.google.com/terms">{t("info.form.googleTerms")}</a> {t("info.form.recaptchaApply")}
      </p>
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
