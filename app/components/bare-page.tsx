import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { LanguageSwitcher } from "./language-switcher";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";
import type { PageTextKey } from "~/i18n/translator";
import { SITE } from "~/lib/site";

/** The frame of the no-layout pages (sign-in, registration, password reset, errors): no site chrome. */
export function BarePage({ pageKey, children }: { pageKey: PageTextKey; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <main id="main" className="bare-page">
      <div className="bare-page__top">
        <Link to={to(pagePath("home"))} className="brand" aria-label={t("errors.backHome")}>
          <span className="brand__mark" aria-hidden="true">
            E
          </span>
          <span className="brand__name">{SITE.name}</span>
        </Link>
        <LanguageSwitcher />
      </div>
      <section className="bare-page__card" aria-labelledby="page-title">
        <h1 id="page-title">{t(`pages.${pageKey}.title`)}</h1>
        <p className="page-intro__lead">{t(`pages.${pageKey}.description`)}</p>
        {children}
      </section>
    </main>
  );
}
