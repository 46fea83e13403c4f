import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import type { NewsletterResult } from "~/lib/newsletter";
import { SubmissionKeyField } from "./forms/submission-key-field";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";

/** Works as a plain form post to /newsletter; with JavaScript it answers in place. */
export function NewsletterForm({ result: initial }: { result?: NewsletterResult }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={to(pagePath("newsletter"))} className="newsletter" noValidate>
      <SubmissionKeyField />
      <label htmlFor="newsletter-email">{t("footer.newsletterLabel")}</label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={t("footer.newsletterPlaceholder")}
          defaultValue={result && !result.ok ? result.email : ""}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className="button button--accent" disabled={busy}>
          {t("footer.newsletterSubmit")}
        </button>
      </div>
      <p id="newsletter-status" className={result && !result.ok ? "field-error" : "form-status"} role="status">
        {result ? (result.ok ? t("footer.newsletterDone", { email: result.email }) : t(result.error)) : ""}
      </p>
    </fetcher.Form>
  );
}
