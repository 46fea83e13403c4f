import type { Locale } from "~/lib/locale";
import { numberFormat } from "~/lib/intl-formats";

/** A booth price as visitors read it: "฿4,500" on Thai pages, "THB 4,500" on English ones, no decimals. */
export function formatPrice(amount: number, currency: string | null | undefined, locale: Locale): string {
  return numberFormat(locale === "th" ? "th-TH" : "en-US", {
    style: "currency",
    currency: currency ?? "THB",
    maximumFractionDigits: 0,
  }).format(amount);
}
