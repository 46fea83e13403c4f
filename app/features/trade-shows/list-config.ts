import type { ListConfig } from "~/lib/list-query";

export type Scope = "thai" | "international";

export function tradeShowListConfig(scope: Scope): ListConfig {
  return {
    searchFields: ["name", "name_en", "venue_name", "venue_name_en", "city", "city_en", "summary", "summary_en"],
    baseFilters: { scope: { $eq: scope } },
    facets: scope === "thai" ? ["province", "industry"] : ["country", "industry"],
    dates: { start: "start_date", end: "end_date" },
    sorts: { date: ["start_date:asc", "id:asc"], name: ["name:asc"], newest: ["publishedAt:desc"] },
    defaultSort: "date",
    pageSize: 12,
    populate: { venue: { fields: ["name", "name_en", "province"] } },
  };
}
