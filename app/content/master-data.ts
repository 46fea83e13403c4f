import { PROVINCE_REGIONS, type ProvinceRegion } from "~/domain/regions";
import type { SectorGroup } from "~/domain/sectors";
import type { TextKey, Translate } from "~/i18n/translator";
import type { Locale } from "~/domain/locales";

/** A choice from master-data-app: the stored value and its label in each language. */
export interface Choice {
  value: string;
  th: string;
  en: string;
}

export interface MasterData {
  provinces: (Choice & { region: string })[];
  countries: (Choice & { code: string })[];
  sectors: (Choice & { group: SectorGroup })[];
  job_types: Choice[];
  menus: (Choice & { id: number })[];
  event_categories: Choice[];
}

export const EMPTY_MASTER_DATA: MasterData = {
  provinces: [],
  countries: [],
  sectors: [],
  job_types: [],
  menus: [],
  event_categories: [],
};

/** The label of a stored value in the page's language; unknown values show as stored. */
export function labelOf(choices: readonly Choice[], value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const choice = choices.find((c) => c.value === value);
  return choice ? choice[locale] : value;
}

export function optionsOf(choices: readonly Choice[], locale: Locale): { value: string; label: string }[] {
  return choices
    .map((c) => ({ value: c.value, label: c[locale] }))
    .sort((a, b) => a.label.localeCompare(b.label, locale === "th" ? "th" : "en"));
}

const REGION_TEXTS: Record<ProvinceRegion, TextKey> = { "greater-bangkok": "list.greaterBangkok" };

/** The province filter's choices: the regions people mean first (Greater Bangkok), then every province by name. */
export function provinceOptionsOf(provinces: readonly Choice[], locale: Locale, t: Translate): { value: string; label: string }[] {
  const regions = (Object.keys(PROVINCE_REGIONS) as ProvinceRegion[]).map((region) => ({ value: region, label: t(REGION_TEXTS[region]) }));
  return [...regions, ...optionsOf(provinces, locale)];
}
