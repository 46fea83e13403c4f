import { useEffect, useRef } from "react";
import { useLocale } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { type BotCheckWidget, CAPTCHA_FIELD } from "~/lib/runtime-config";


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
    turnstile.render(box.current, { sitekey: siteKey, appearance: "interaction-only", "response-field-name": CAPTCHA_FIELD, language: locale });
  }, [siteKey, locale]);
  return (
    <div className="bot-check">
      <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer />
      <div
        ref={box}
        className="cf-turnstile"
        data-sitekey={siteKey}
        data-appearance="interaction-only"
        data-response-field-name={CAPTCHA_FIELD}
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
