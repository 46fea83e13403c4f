import { useTranslation } from "~/i18n/react";
import type { ConsentChoice } from "../../lib/consent";
import { ConsentChoiceForm } from "./cookie-consent";

// Its own module: only the cookie policy page draws it, so it stays out of the shell every page loads.
/** The settings block of the cookie policy page: the current choice and the same two buttons. */
export function ConsentSettings({ consent }: { consent: ConsentChoice | null }) {
  const { t } = useTranslation();
  return (
    <section id="settings" className="panel consent-settings" aria-labelledby="consent-settings-title">
      <h2 id="consent-settings-title" className="panel__title">
        {t("info.consent.settingsTitle")}
      </h2>
      <p className="consent-settings__current" role="status">
        {consent ? t("info.consent.current", { choice: t(`info.consent.choice.${consent}`) }) : t("info.consent.none")}
      </p>
      <p>{t("info.consent.change")}</p>
      <ConsentChoiceForm fetcherKey="cookie-settings" className="consent-settings__actions" />
    </section>
  );
}
