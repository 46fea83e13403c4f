import type { ListConfig } from "~/lib/list-query";
import { pagePath } from "~/lib/paths";

export const BOOTH_LIST_PATH = pagePath("boothReservationList");

/** Trade shows that take booth bookings and have not ended by `today` (Bangkok), in Thailand or abroad. */
export function boothListConfig(today: string): ListConfig {
  return {
    keyword: { kinds: ["thaiTradeShow", "intlTradeShow"] },
    baseFilters: { $and: [{ reservation_open: { $eq: true } }, { end_date: { $gte: today } }] },
    facets: ["province", "industry"],
    sorts: {
      date: ["start_date:asc", "id:asc"],
      deadline: ["reservation_deadline:asc", "start_date:asc"],
      price: ["booth_price_from:asc", "start_date:asc"],
      name: ["name:asc"],
    },
    defaultSort: "date",
    pageSize: 12,
    populate: { venue: { fields: ["name", "name_en", "province"] } },
  };
}
