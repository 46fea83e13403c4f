import type { ShowScope } from "~/domain/shows";
import type { ListConfig } from "~/lib/list-query";

export function tradeShowListConfig(scope: ShowScope): ListConfig {
  return {
    keyword: { kinds: [scope === "thai" ? "thaiTradeShow" : "intlTradeShow"] },
    baseFilters: { scope: { $eq: scope } },
    facets: scope === "thai" ? ["province", "industry"] : ["country", "industry"],
    dates: { start: "start_date", end: "end_date" },
    sorts: { date: ["start_date:asc", "id:asc"], name: ["name:asc"], newest: ["publishedAt:desc"] },
    defaultSort: "date",
    pageSize: 12,
    populate: { venue: { fields: ["name", "name_en", "province"] } },
  };
}
