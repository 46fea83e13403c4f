import { useTranslation } from "~/i18n/react";
import { Link, useFetcher, useLocation } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import { pagePath } from "~/lib/paths";

/** Fixed to the bottom of the viewport (it never pushes the page), shown until a choice exists. */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const fetcher = useFetcher({ key: "cookie-consent" });
  if (fetcher.state !== "idle") return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title" aria-describedby="consent-text" data-testid="cookie-consent">
      <div className="container consent-banner__inner">
        <div className="consent-banner__copy">
          <h2 id="consent-title" className="consent-banner__title">
            {t("info.consent.label")}
          </h2>
          <p id="consent-text" className="consent-banner__text">
            {t("info.consent.text")} <Link to={to(pagePath("cookiePolicy"))}>{t("info.consent.policy")}</Link>
          </p>
        </div>
        <ConsentChoiceForm fetcherKey="cookie-consent" className="consent-banner__actions" />
      </div>
    </section>
  );
}

/**
 * The two choices as one form posting to the cookie policy's action: a plain POST (then a redirect back to this
 * page) without JavaScript, a fetcher with it, so the page neither reloads nor scrolls.
 */
export function ConsentChoiceForm({ fetcherKey, className }: { fetcherKey: string; className: string }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const location = useLocation();
  const fetcher = useFetcher({ key: fetcherKey });
  return (
    <fetcher.Form method="post" action={to(pagePath("cookiePolicy"))} className={className} preventScrollReset>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" name="choice" value="necessary" className="button">
        {t("info.consent.necessaryOnly")}
      </button>
      <button type="submit" name="choice" value="all" className="button button--primary">
        {t("info.consent.acceptAll")}
      </button>
    </fetcher.Form>
  );
}
