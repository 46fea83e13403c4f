import type { Translate } from "~/i18n/translator";
import type { Locale } from "~/lib/locale";
import { LOCALES } from "~/lib/locale";


/** Job types paid by the month; part-time and freelance rates are quoted per day or per job in the description. */
const MONTHLY = new Set(["full-time", "contract", "internship"]);

export function isMonthlyPay(jobType: string): boolean {
  return MONTHLY.has(jobType);
}

export function formatBaht(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].iso, {
    style: "currency",
    currency: "THB",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** "฿28,000 – ฿45,000 a month", "From ฿15,000", or "Negotiable". */
export function formatSalary(min: number | null | undefined, max: number | null | undefined, jobType: string, locale: Locale, t: Translate): string {
  let amount: string;
  if (min != null && max != null && max > min) amount = `${formatBaht(min, locale)} – ${formatBaht(max, locale)}`;
  else if (min != null) amount = max === min ? formatBaht(min, locale) : t("jobs.salaryFrom", { amount: formatBaht(min, locale) });
  else if (max != null) amount = t("jobs.salaryUpTo", { amount: formatBaht(max, locale) });
  else return t("jobs.salaryNegotiable");
  return isMonthlyPay(jobType) ? t("jobs.perMonth", { amount }) : amount;
}
