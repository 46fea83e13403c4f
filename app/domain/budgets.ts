/**
 * The budget a quotation request names, in baht. Strapi 4 refuses an enumeration value whose first digit comes
 * before any letter, so each range starts with a word: `between-1m-3m`, not `1m-3m`.
 */
export const BUDGET_RANGES = ["under-100k", "between-100k-500k", "between-500k-1m", "between-1m-3m", "between-3m-10m", "over-10m"] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];
