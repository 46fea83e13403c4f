import { localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";

/**
 * The content manager's pages (the `content*` rows of app/back-office/pages/table.ts) with their parameters filled:
 * a collection's list, its new record, a record, and a record's lease and preview.
 */
export function contentPath(locale: Locale, plural?: string, id?: number | "new", action?: "lease" | "preview"): string {
  const params = [plural, id === undefined ? undefined : String(id), action].filter((part) => part !== undefined);
  return localizePath(["/admin/content", ...params.map(encodeURIComponent)].join("/"), locale);
}
