import type { CollectionDef, FieldDef } from "./model";
import type { Locale } from "../domain/locales";

/**
 * How a collection's fields map to D1 columns. One rule, used by the migration generator, the embedded
 * service and the seed loader:
 * - every field is a column of the same name; a localised field adds `<name>_en` beside it;
 * - a relation `venue` is the column `venue_id` (INTEGER, the target's id); a many-to-many relation has no
 *   column but a join table (app/model/join-tables.ts);
 * - json is TEXT holding JSON; boolean is INTEGER 0/1; date, datetime are ISO TEXT;
 * - every table also has `id INTEGER PRIMARY KEY`, `created_at`, `updated_at`, `published_at` (ISO TEXT).
 */
export interface Column {
  column: string;
  /** The attribute name in the API (`name_en` for the English half of `name`). */
  attribute: string;
  field: FieldDef;
  sqlType: "TEXT" | "INTEGER" | "REAL";
  locale: Locale | null;
}

export const SYSTEM_COLUMNS = ["id", "created_at", "updated_at", "published_at"] as const;

/** A stored row as D1 returns it: its columns by name. The content service reads and writes these; mail reads them. */
export type Row = Record<string, unknown>;

export function sqlTypeOf(field: FieldDef): Column["sqlType"] {
  switch (field.type) {
    case "integer":
    case "boolean":
    case "relation":
      return "INTEGER";
    case "decimal":
      return "REAL";
    default:
      return "TEXT";
  }
}

export function columnsOf(collection: CollectionDef): Column[] {
  const columns: Column[] = [];
  for (const [name, field] of Object.entries(collection.fields)) {
    const sqlType = sqlTypeOf(field);
    if (field.many) continue;
    if (field.type === "relation") {
      columns.push({ column: `${name}_id`, attribute: name, field, sqlType, locale: null });
    } else if (field.localized) {
      columns.push({ column: name, attribute: name, field, sqlType, locale: "th" });
      columns.push({ column: `${name}_en`, attribute: `${name}_en`, field, sqlType, locale: "en" });
    } else {
      columns.push({ column: name, attribute: name, field, sqlType, locale: null });
    }
  }
  return columns;
}
