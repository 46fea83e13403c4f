import type { CompanyAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { type MasterData, labelOf } from "~/content/master-data";
import type { Locale } from "~/domain/locales";

/** "Province" for Thai companies, "City/Province, Country" abroad, in the page's language. */
export function companyPlaceLabel(company: Pick<CompanyAttributes, "province" | "country">, master: MasterData, locale: Locale): string {
  const country = company.country ?? "Thailand";
  const province = labelOf(master.provinces, company.province, locale);
  if (country === "Thailand") return province;
  return [province, labelOf(master.countries, country, locale)].filter(Boolean).join(", ");
}

/** The display name: `name` for venues, `company_name` for organizers and contractors. */
export function companyName(company: Pick<CompanyAttributes, "name" | "name_en" | "company_name" | "company_name_en">, locale: Locale): string {
  return localized(company, "name", locale) || localized(company, "company_name", locale);
}
