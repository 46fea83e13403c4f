import { LOCALES, type Locale } from "./locale";
import { numberFormat } from "./intl-formats";

/** A count written for the page's language: "1,600,000" (Thai pages group digits the same way). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(LOCALES[locale].iso, { maximumFractionDigits: 0 }).format(value);
}
