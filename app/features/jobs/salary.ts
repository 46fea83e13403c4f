import type { TextKey, Translate } from "~/i18n/translator";
import { formatBaht } from "~/lib/numbers";
import { PAY_UNITS, type PayUnit } from "~/domain/jobs";

/** Job types paid by the month when a job does not say what its salary is paid per. */
const MONTHLY = new Set(["full-time", "contract", "internship"]);


/** What a job's amounts are paid per: its own `salary_unit`, else monthly for the job types paid monthly. */
export function payUnit(unit: string | null | undefined, jobType: string): PayUnit | null {
  const own = PAY_UNITS.find((u) => u === unit);
  return own ?? (MONTHLY.has(jobType) ? "month" : null);
}

const UNIT_TEXT = { month: "jobs.perMonth", day: "jobs.perDay", hour: "jobs.perHour", project: "jobs.perProject" } as const satisfies Record<PayUnit, TextKey>;

/** "฿28,000 – ฿45,000 a month", "From ฿800 a day", or "Negotiable"; an amount whose unit is unknown says none. */
export function formatSalary(min: number | null | undefined, max: number | null | undefined, unit: PayUnit | null, t: Translate): string {
  let amount: string;
  if (min != null && max != null && max > min) amount = `${formatBaht(min)} – ${formatBaht(max)}`;
  else if (min != null) amount = max === min ? formatBaht(min) : t("jobs.salaryFrom", { amount: formatBaht(min) });
  else if (max != null) amount = t("jobs.salaryUpTo", { amount: formatBaht(max) });
  else return t("jobs.salaryNegotiable");
  return unit ? t(UNIT_TEXT[unit], { amount }) : amount;
}
