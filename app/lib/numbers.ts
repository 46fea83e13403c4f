import { LOCALES, type Locale } from "./locale";

/** A count written for the page's language: "1,600,000" (Thai pages group digits the same way). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].iso, { maximumFractionDigits: 0 }).format(value);
}
