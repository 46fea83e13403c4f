import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { writeCookie } from "~/lib/browser-cookies";
import { chooseLocaleHref, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_STORAGE_KEY, LOCALES, switchLocalePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { useLocale } from "./use-locale";

/** Remembers the choice where the Worker (cookie) and the client (localStorage) look for it. */
export function rememberLocale(locale: Locale) {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be off (private mode); the cookie still carries the choice.
  }
}

/**
 * Links to the same page in the other language; a full load so the page arrives with its own texts. The link
 * itself asks the Worker to save the choice (it works before the scripts run); once they have, the click saves
 * it here and goes straight to the clean address, a redirect fewer.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other: Locale = locale === "th" ? "en" : "th";
  return (
    <a
      className="lang-switch"
      href={chooseLocaleHref(pathname, search, other)}
      hrefLang={other}
      lang={other}
      aria-label={t("language.switchTo")}
      onClick={(event) => {
        rememberLocale(other);
        event.currentTarget.href = switchLocalePath(pathname, search, other);
      }}
      data-testid="language-switcher"
    >
      <span aria-hidden="true">{t("language.switchShort")}</span>
      <span className="visually-hidden">{LOCALES[other].name}</span>
    </a>
  );
}
