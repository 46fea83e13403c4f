import type { ListConfig } from "~/lib/list-query";

export const galleryListConfig: ListConfig = {
  keyword: { fields: ["title", "title_en", "description", "description_en"] },
  sorts: { newest: ["event_date:desc", "id:desc"], oldest: ["event_date:asc", "id:asc"] },
  defaultSort: "newest",
  pageSize: 12,
  populate: { venue: { fields: ["name", "name_en", "slug"] } },
};
