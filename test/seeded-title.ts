import { seedData } from "../seed/index";
import type { Locale } from "../app/domain/locales";

/**
 * A seeded record's title as this run stores it, found by its slug: the years a title names follow the seed's dates
 * (seed/dates.ts), so no test or journey spells "METALEX 2027" itself.
 */
export function seededTitle(plural: string, slug: string, locale: Locale, field = "name"): string {
  const record = (seedData[plural] ?? []).find((r) => r.slug === slug);
  if (!record) throw new Error(`no seeded ${plural} "${slug}"`);
  return String((locale === "en" && record[`${field}_en`]) || record[field]);
}
