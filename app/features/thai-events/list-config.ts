import type { ListConfig } from "~/lib/list-query";

export const thaiEventListConfig: ListConfig = {
  keyword: { kinds: ["thaiEvent"] },
  facets: ["province", "category"],
  dates: { start: "start_date", end: "end_date" },
  sorts: { date: ["start_date:asc", "id:asc"], name: ["name:asc"], newest: ["publishedAt:desc"] },
  defaultSort: "date",
  pageSize: 12,
  populate: { venue: { fields: ["name", "name_en", "province"] } },
};
