import { localizePath } from "~/lib/locale";
import type { FloorPlanFile } from "~/lib/listing-edit-paths";
import type { Locale } from "~/domain/locales";

/**
 * The content manager's pages (the `content*` rows of app/back-office/pages/table.ts) with their parameters filled:
 * a collection's list, its new record, a record, and a record's lease and preview.
 */
export function contentPath(locale: Locale, plural?: string, id?: number | "new", action?: "lease" | "preview"): string {
  const params = [plural, id === undefined ? undefined : String(id), action].filter((part) => part !== undefined);
  return localizePath(["/admin/content", ...params.map(encodeURIComponent)].join("/"), locale);
}

/** The collection whose records have a floor plan (docs/decisions/066), edited on a page of its own. */
export const PLANNED_COLLECTION = "trade-shows";

/** A trade show's floor plan page (the `floorPlan` rows of the table), or one of its CSV files. */
export const floorPlanPath = (locale: Locale, id: number, file?: FloorPlanFile): string =>
  [contentPath(locale, PLANNED_COLLECTION, id), "floor-plan", ...(file ? [file] : [])].join("/");

/** The media library (the `media*` rows of the table), or one picture's page. */
export const mediaPath = (locale: Locale, id?: number): string => localizePath(id === undefined ? "/admin/media" : `/admin/media/${id}`, locale);
