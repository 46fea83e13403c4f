/**
 * Regions people mean when they pick a place: "Bangkok" to a Thai visitor includes IMPACT in Nonthaburi and
 * BITEC's neighbours, so a list's province filter also offers Greater Bangkok (กรุงเทพฯ และปริมณฑล: Bangkok and
 * the five provinces around it, as the National Statistical Office groups them). Values are the provinces'
 * stored English names (seed/data/master-data.ts).
 */
export const PROVINCE_REGIONS = {
  "greater-bangkok": ["Bangkok", "Nonthaburi", "Pathum Thani", "Samut Prakan", "Samut Sakhon", "Nakhon Pathom"],
} as const satisfies Record<string, readonly string[]>;

export type ProvinceRegion = keyof typeof PROVINCE_REGIONS;

/** The provinces a region stands for, or null when the value is a province itself. */
export function regionProvinces(value: string): readonly string[] | null {
  return Object.hasOwn(PROVINCE_REGIONS, value) ? PROVINCE_REGIONS[value as ProvinceRegion] : null;
}
