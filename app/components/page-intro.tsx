import { useTranslation } from "~/i18n/react";
import type { PageTextKey } from "~/i18n/translator";

/** The heading block every page starts with: its title and a one-line lead, from `pages.<key>`. */
export function PageIntro({ pageKey, children }: { pageKey: PageTextKey; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <header className="page-intro">
        <h1>{t(`pages.${pageKey}.title`)}</h1>
        <p className="page-intro__lead">{t(`pages.${pageKey}.description`)}</p>
      </header>
      {children}
    </div>
  );
}
