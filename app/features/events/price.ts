import type { Locale } from "~/domain/locales";
import { numberFormat } from "~/lib/intl-formats";
import { formatBaht, formatNumber } from "~/lib/numbers";

/**
 * A booth price as visitors read it: "฿4,500" on Thai pages, "THB 4,500" on English ones, no decimals. Baht, the
 * currency of almost every show, is written without Intl (app/lib/numbers.ts says why); another currency with it.
 */
export function formatPrice(amount: number, currency: string | null | undefined, locale: Locale): string {
  const code = currency ?? "THB";
  if (code === "THB") return locale === "th" ? formatBaht(amount) : `THB\u00a0${formatNumber(amount)}`;
  return numberFormat(locale === "th" ? "th-TH" : "en-US", { style: "currency", currency: code, maximumFractionDigits: 0 }).format(amount);
}
