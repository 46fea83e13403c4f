import type { PackageAudience } from "~/domain/packages";
import type { PackageAttributes } from "~/model/entities";
import type { Locale } from "~/domain/locales";
import { LOCALES } from "~/lib/locale";
import { numberFormat } from "~/lib/intl-formats";

export type { PackageAttributes };

/** The audiences (app/domain/packages.ts) in the order the package page shows them; a unit test checks none is left out. */
export const AUDIENCES = ["exhibitor", "organizer", "venue", "contractor"] as const satisfies readonly PackageAudience[];
export type Audience = (typeof AUDIENCES)[number];
export type BillingPeriod = PackageAttributes["billing_period"];

export function parseAudience(value: string | null): Audience | null {
  return AUDIENCES.find((audience) => audience === value) ?? null;
}

/** Whole baht with the ฿ sign in both languages: ฿4,900. */
export function formatPrice(amount: number, locale: Locale): string {
  return numberFormat(LOCALES[locale].iso, {
    style: "currency",
    currency: "THB",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** The features in the page's language; English pages fall back to the Thai list when there is none. */
export function featuresOf(attributes: Pick<PackageAttributes, "features" | "features_en">, locale: Locale): string[] {
  const english = attributes.features_en;
  const list = locale === "en" && Array.isArray(english) && english.length > 0 ? english : attributes.features;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
}

export interface ComparisonColumn {
  id: number;
  features: readonly string[];
}

/**
 * Rows of a comparison table: every feature any package lists, in the order they first appear (packages are
 * given cheapest first, so the basics come first), with a yes/no per package column.
 */
export function comparisonRows(columns: readonly ComparisonColumn[]): { feature: string; included: boolean[] }[] {
  const order: string[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    for (const feature of column.features) {
      const key = feature.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      order.push(feature.trim());
    }
  }
  const sets = columns.map((column) => new Set(column.features.map((f) => f.trim().toLowerCase())));
  return order.map((feature) => ({ feature, included: sets.map((set) => set.has(feature.toLowerCase())) }));
}
