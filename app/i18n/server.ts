import { createInstance } from "i18next";
import type { Locale } from "~/domain/locales";
import en from "./en";
import type { Resources } from "./index";
import type { Translate } from "./translator";
import th from "./th";

/** i18next on the server: texts for loaders, actions, meta and the Worker (both languages live in the Worker only). */
function createI18n(locale: Locale, resources: Resources) {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const instances = {
  th: createI18n("th", th),
  en: createI18n("en", en as Resources),
};

/** The same call shape as the browser's translator, so text helpers take either. */
export function serverT(locale: Locale): Translate {
  const { t } = instances[locale];
  return (key, options) => (options ? t(key, options) : t(key));
}

/** The resources React renders with on the server; the browser loads the same file (see index.ts). */
export function serverResources(locale: Locale): Resources {
  return locale === "en" ? (en as Resources) : th;
}
