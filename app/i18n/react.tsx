import { createContext, useContext, useMemo } from "react";
import type { Locale } from "~/domain/locales";
import type { Resources } from "./th";
import { createTranslator, type Translate } from "./translator";

interface Translation {
  t: Translate;
  i18n: { language: Locale };
}

const TranslationContext = createContext<Translation | null>(null);

/** Provides the page's texts to every component (server render and hydration use the same resources). */
export function TranslationProvider({ locale, resources, children }: { locale: Locale; resources: Resources; children: React.ReactNode }) {
  const value = useMemo(() => ({ t: createTranslator(locale, resources), i18n: { language: locale } }), [locale, resources]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The texts of the page's language: `const { t } = useTranslation()`, as with react-i18next. */
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation outside TranslationProvider");
  return value;
}
