import { csvText } from "~/lib/csv";

/**
 * The spreadsheet import's columns (docs/decisions/068): what each kind of record takes from a spreadsheet, which
 * input of the content form each column fills and how its cell is read. A column is known by its Thai or its
 * English header, by both as the template writes them ("วันเริ่มงาน / Start date") or by the field's own name,
 * in any order; spacing, case and punctuation do not count.
 */
export const IMPORT_KINDS = ["trade-shows", "thai-events", "venues"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The most rows one file takes. */
export const IMPORT_MAX_ROWS = 1000;
/** A spreadsheet of 1,000 shows with Thai summaries is about 600 KB. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const isImportKind = (value: unknown): value is ImportKind => (IMPORT_KINDS as readonly unknown[]).includes(value);

/** How a cell becomes the form's input: as typed, a day, a master-data entry, a directory record by name, yes/no, a number, Thai or abroad. */
export type CellRead = "text" | "day" | "master" | "venue" | "organizer" | "yesNo" | "number" | "scope";

export const COLUMN_KEYS = [
  "showName",
  "showNameEn",
  "startDate",
  "endDate",
  "scope",
  "venue",
  "cityTh",
  "cityEn",
  "province",
  "country",
  "industry",
  "category",
  "organizer",
  "summaryTh",
  "summaryEn",
  "website",
  "freeEntry",
  "venueName",
  "venueNameEn",
  "venueType",
  "addressTh",
  "addressEn",
  "halls",
  "area",
  "capacity",
  "phone",
  "email",
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export interface ImportColumn {
  key: ColumnKey;
  /** The content form's input the cell fills (app/lib/model-form/form-values.ts). */
  input: string;
  read: CellRead;
  required: boolean;
}

const column = (key: ColumnKey, input: string, read: CellRead = "text", required = false): ImportColumn => ({ key, input, read, required });

const showColumns = [
  column("showName", "name", "text", true),
  column("showNameEn", "name_en"),
  column("startDate", "start_date", "day", true),
  column("endDate", "end_date", "day", true),
];
const describedColumns = [column("summaryTh", "summary"), column("summaryEn", "summary_en"), column("website", "website")];

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  "trade-shows": [
    ...showColumns,
    column("scope", "scope", "scope"),
    column("venue", "venue", "venue"),
    column("cityTh", "city"),
    column("cityEn", "city_en"),
    column("province", "province", "master"),
    column("country", "country", "master"),
    column("industry", "industry", "master"),
    column("organizer", "organizer", "organizer"),
    ...describedColumns,
  ],
  "thai-events": [
    ...showColumns,
    column("category", "category", "master"),
    column("venue", "venue", "venue"),
    column("province", "province", "master"),
    column("industry", "industry", "master"),
    column("organizer", "organizer", "organizer"),
    column("freeEntry", "free_entry", "yesNo"),
    ...describedColumns,
  ],
  venues: [
    column("venueName", "name", "text", true),
    column("venueNameEn", "name_en"),
    column("venueType", "sector", "master"),
    column("addressTh", "address"),
    column("addressEn", "address_en"),
    column("province", "province", "master"),
    column("country", "country", "master"),
    column("halls", "halls", "number"),
    column("area", "total_area_sqm", "number"),
    column("capacity", "max_capacity", "number"),
    column("phone", "contactor.phone"),
    column("email", "contactor.email"),
    column("website", "contactor.website.url"),
    column("summaryTh", "summary"),
    column("summaryEn", "summary_en"),
  ],
};

/** A header or a name as compared: case, spacing and punctuation dropped, "&" read as "and", Thai marks kept. */
export const folded = (text: string) =>
  csvText(text)
    .normalize("NFC")
    .toLowerCase()
    .replaceAll("&", "and")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "");

export interface HeaderMap {
  /** The column each cell of a row belongs to, by its place (null: a column the import does not take). */
  columns: (ImportColumn | null)[];
  /** Required columns the file lacks. */
  missing: ImportColumn[];
  /** Headers the import leaves out (unknown, or a column named twice), as written. */
  ignored: string[];
}

/** The columns of a file's header row; `labels` gives each column's header in Thai and in English. */
export function mapHeader(kind: ImportKind, header: readonly string[], labels: (key: ColumnKey) => readonly string[]): HeaderMap {
  const byName = new Map<string, ImportColumn>();
  for (const col of IMPORT_COLUMNS[kind]) for (const name of [col.input, ...labels(col.key)]) byName.set(folded(name), col);
  const taken = new Set<ColumnKey>();
  const ignored: string[] = [];
  const columns = header.map((cell) => {
    const names = [cell, ...(cell.includes("/") ? cell.split("/") : [])];
    const col = names.map((name) => byName.get(folded(name))).find((found) => found !== undefined);
    if (!col || taken.has(col.key)) {
      if (csvText(cell)) ignored.push(csvText(cell));
      return null;
    }
    taken.add(col.key);
    return col;
  });
  return { columns, missing: IMPORT_COLUMNS[kind].filter((col) => col.required && !taken.has(col.key)), ignored };
}

/** The template's header of a column: both languages, so either side's staff and organizers read it. */
export const templateHeader = (th: string, en: string) => `${th} / ${en}`;
