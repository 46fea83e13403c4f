import type { TFunction } from "i18next";
import type { Locale } from "~/lib/locale";
import en from "./en";
import { createI18n, type Resources } from "./index";
import th from "./th";

const instances = {
  th: createI18n("th", th),
  en: createI18n("en", en as Resources),
};

/** Server-side texts for loaders, actions and the Worker (both languages are bundled into the Worker only). */
export function serverT(locale: Locale): TFunction {
  return instances[locale].t;
}

export function serverI18n(locale: Locale) {
  return instances[locale];
}
