import type { SeedRecord } from "../lib.ts";
import { menus } from "./master-data.ts";

/** news-list: one record per news menu; `menu_id` is what news.connect_menu.menu refers to. */
export const newsLists: SeedRecord[] = menus.map((m, i) => ({
  id: m.id,
  menu_id: m.id,
  title: m.th,
  title_en: m.en,
  slug: m.slug,
  sort_order: i + 1,
  created_at: `2025-01-05T0${i}:00:00.000Z`,
}));
