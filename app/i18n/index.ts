import { createInstance, type i18n as I18n } from "i18next";
import type { Locale } from "~/lib/locale";
import type { Resources } from "./th";

export type { Resources };

/** One i18next instance for one locale; resources are passed in so the client loads only its own language. */
export function createI18n(locale: Locale, resources: Resources): I18n {
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

/** Code-split per locale: a Thai page never downloads the English texts. */
export function loadResources(locale: Locale): Promise<Resources> {
  return locale === "en"
    ? import("./en").then((m) => m.default as Resources)
    : import("./th").then((m) => m.default);
}
