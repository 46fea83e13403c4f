import { csvText, parseCsv, toCsv } from "~/lib/csv";
import { type DayProblem, parseDayInput } from "~/lib/day-input";
import type { FormField } from "~/lib/model-form/form-model";
import { defaultValues, type FormValues, parseContentForm } from "~/lib/model-form/form-values";
import { type MasterLists, masterEntriesOf, strayMasterFields } from "~/lib/model-form/master-options";
import { collectionByPlural } from "~/model/model";
import type { StaffTextKey } from "../texts/staff-texts";
import { contentFormFields, modelDefaults } from "./collections";
import { type ColumnKey, folded, type HeaderMap, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportColumn, type ImportKind, mapHeader } from "./import-columns";

/**
 * The import's dry run (docs/decisions/068): every row of a spreadsheet checked as the content form checks a
 * record (app/lib/model-form/form-values.ts, the master-data pickers' rule), with the spreadsheet's own ways of
 * writing days and names read first, and each problem said by row and column. Nothing here writes.
 */

/** A directory record a cell may name, in either language. */
export interface NamedRecord {
  id: number;
  name: string;
  name_en: string;
}

/** A stored record a row may repeat: shows by name and start day, venues by name. */
export interface ExistingRecord extends NamedRecord {
  start_date?: string | null;
}

export interface ImportLookups {
  masters: MasterLists;
  venues: readonly NamedRecord[];
  organizers: readonly NamedRecord[];
  existing: readonly ExistingRecord[];
}

export interface RowError {
  /** The column the problem is in; null for the row as a whole. */
  column: ColumnKey | null;
  key: StaffTextKey;
  values?: Record<string, string | number>;
}

export interface CheckedRow {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  title: string;
  /** The cells as typed, by column. */
  cells: Partial<Record<ColumnKey, string>>;
  /** A date column's day as read, to show beside what was typed. */
  days: Partial<Record<ColumnKey, string>>;
  errors: RowError[];
  /** A stored record this row repeats: left out of the import. */
  existing: number | null;
  /** The record to create, as a draft; null when the row has errors. */
  data: Record<string, unknown> | null;
}

export type FileProblem = "unreadable" | "tooBig" | "empty" | "tooMany" | "missingColumns";

export type ImportCheck =
  | { ok: false; problem: FileProblem; values?: Record<string, string | number> }
  | { ok: true; header: HeaderMap; rows: CheckedRow[] };

export const isValidRow = (row: CheckedRow) => row.data !== null && row.existing === null;

/** Words people write for yes and no, in either language. */
const YES = new Set(["ใช่", "ฟรี", "มี", "yes", "y", "true", "1", "x", "✓", "free"]);
const NO = new Set(["ไม่", "ไม่ใช่", "ไม่ฟรี", "ไม่มี", "no", "n", "false", "0"]);
const THAI_SCOPE = new Set(["ไทย", "ในประเทศ", "thai", "thailand", "domestic", "local"]);
const ABROAD_SCOPE = new Set(["ต่างประเทศ", "international", "abroad", "overseas"]);
/** What people call the capital besides its full name. */
const PROVINCE_ALIASES: Record<string, string> = { กทม: "Bangkok", กรุงเทพ: "Bangkok", กรุงเทพฯ: "Bangkok", bkk: "Bangkok" };
const HOME_COUNTRY = "Thailand";

/** The name index of a directory: each record by its folded Thai and English name, the first kept. */
function nameIndex(records: readonly NamedRecord[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const record of records) for (const name of [record.name, record.name_en]) if (name && !index.has(folded(name))) index.set(folded(name), record.id);
  return index;
}

/** The master-data value a cell names: an entry's value, Thai or English label; the cell itself when none (the pickers' rule refuses it). */
function masterValue(field: FormField, lists: MasterLists, typed: string): string {
  const cell = field.list === "provinces" ? typed.replace(/^(จังหวัด|จ\.)\s*/, "") : typed;
  const alias = field.list === "provinces" ? PROVINCE_ALIASES[folded(cell)] : undefined;
  if (alias) return alias;
  const entry = masterEntriesOf(field, lists).find((e) => [e.value, e.th, e.en].some((name) => name && folded(name) === folded(cell)));
  return entry?.value ?? typed;
}

/** What makes two rows the same record: a show's name and start day, a venue's name. */
const sameKeys = (kind: ImportKind, name: string, nameEn: string, start: string | null | undefined) =>
  [name, nameEn].filter(Boolean).map((n) => (kind === "venues" ? folded(n) : `${folded(n)}@${start ?? ""}`));

interface Context {
  kind: ImportKind;
  fields: FormField[];
  defaults: FormValues;
  lookups: ImportLookups;
  venues: Map<string, number>;
  organizers: Map<string, number>;
  existing: Map<string, number>;
  seen: Map<string, number>;
}

/** What one cell gives the record: inputs of the form, a day as read, or what is wrong with it. */
type CellReading = { inputs: FormValues; day?: string } | { error: StaffTextKey };

function readCell(ctx: Context, col: ImportColumn, typed: string): CellReading {
  switch (col.read) {
    case "day": {
      const day = parseDayInput(typed);
      return day.ok ? { inputs: { [col.input]: day.day }, day: day.day } : { error: `import.errors.day.${day.problem satisfies DayProblem}` };
    }
    case "master":
      return { inputs: { [col.input]: masterValue(ctx.fields.find((f) => f.name === col.input)!, ctx.lookups.masters, typed) } };
    case "venue": {
      const id = ctx.venues.get(folded(typed));
      // A venue not in the directory (abroad, a temple ground) is kept as the show's venue name.
      return { inputs: id ? { venue: String(id) } : { venue_name: typed, venue_name_en: typed } };
    }
    case "organizer": {
      const id = ctx.organizers.get(folded(typed));
      return id ? { inputs: { [col.input]: String(id) } } : { error: "import.errors.unknownOrganizer" };
    }
    case "yesNo":
      return YES.has(folded(typed)) ? { inputs: { [col.input]: "on" } } : NO.has(folded(typed)) ? { inputs: { [col.input]: "" } } : { error: "import.errors.yesNo" };
    case "scope": {
      const scope = folded(typed);
      return THAI_SCOPE.has(scope) ? { inputs: { scope: "thai" } } : ABROAD_SCOPE.has(scope) ? { inputs: { scope: "international" } } : { error: "import.errors.scope" };
    }
    case "number":
      return { inputs: { [col.input]: typed.replace(/[\s,]/g, "") } };
    default:
      return { inputs: { [col.input]: typed } };
  }
}

/** The row's cells read into the form's inputs, over the model's defaults; a cell that cannot be read is an error of its column. */
function readRow(ctx: Context, cellsAt: readonly string[], columns: readonly (ImportColumn | null)[]) {
  const values: FormValues = { ...ctx.defaults };
  const cells: CheckedRow["cells"] = {};
  const days: CheckedRow["days"] = {};
  const errors = new Map<string, RowError>();
  columns.forEach((col, i) => {
    if (!col) return;
    const typed = csvText(cellsAt[i] ?? "");
    cells[col.key] = typed;
    // An empty cell clears a text and keeps the model's default of anything else (a country, "free entry").
    if (typed === "") {
      if (col.read === "text" || col.read === "number") values[col.input] = "";
      return;
    }
    const reading = readCell(ctx, col, typed);
    if ("error" in reading) errors.set(col.input, { column: col.key, key: reading.error, values: { value: typed } });
    else Object.assign(values, reading.inputs);
    if ("day" in reading && reading.day) days[col.key] = reading.day;
  });
  // A show says whether it is held in Thailand, or its country does.
  if (ctx.kind === "trade-shows" && !cells.scope) values.scope = (values.country || HOME_COUNTRY) === HOME_COUNTRY ? "thai" : "international";
  return { values, cells, days, errors };
}

function checkRow(ctx: Context, row: number, cellsAt: readonly string[], columns: readonly (ImportColumn | null)[]): CheckedRow {
  const { values, cells, days, errors: unread } = readRow(ctx, cellsAt, columns);
  const columnOf = new Map(columns.flatMap((col) => (col ? [[col.input, col.key] as const] : [])));
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  // The content form's own checks, then the master-data pickers' rule, as a record typed into the form has them.
  const parsed = parseContentForm(ctx.fields, form);
  const errors: RowError[] = [...unread.values()];
  for (const [input, error] of Object.entries(parsed.errors)) {
    if (!unread.has(input)) errors.push({ column: columnOf.get(input) ?? null, key: error.key, ...(error.values ? { values: error.values } : {}) });
  }
  for (const name of strayMasterFields(ctx.fields, ctx.lookups.masters, parsed.data)) {
    const list = ctx.fields.find((f) => f.name === name)!.list!;
    errors.push({ column: columnOf.get(name) ?? null, key: `import.errors.unknown.${list}`, values: { value: values[name] ?? "" } });
  }
  const start = parsed.data.start_date as string | null | undefined;
  const end = parsed.data.end_date as string | null | undefined;
  if (start && end && end < start) errors.push({ column: "endDate", key: "import.errors.endBeforeStart" });

  const title = String(parsed.data.name ?? "");
  const keys = title ? sameKeys(ctx.kind, title, String(parsed.data.name_en ?? ""), start) : [];
  const repeats = keys.map((key) => ctx.seen.get(key)).find((first) => first !== undefined);
  if (repeats !== undefined) errors.push({ column: ctx.kind === "venues" ? "venueName" : "showName", key: "import.errors.repeatedRow", values: { row: repeats } });
  for (const key of keys) if (!ctx.seen.has(key)) ctx.seen.set(key, row);
  const existing = keys.map((key) => ctx.existing.get(key)).find((id) => id !== undefined) ?? null;

  // The row's own problems first, then the columns' in the file's order.
  const place = (error: RowError) => (error.column === null ? -1 : columns.findIndex((c) => c?.key === error.column));
  errors.sort((a, b) => place(a) - place(b));
  // A new record is a draft whose slug the import gives it (app/back-office/editor/slugs.server.ts).
  const data = errors.length > 0 ? null : { ...parsed.data, slug: null, publishedAt: null };
  return { row, title, cells, days, errors, existing, data };
}

/** The records of a spreadsheet, each with its row number as the spreadsheet counts it (the header is row 1). */
function recordsOf(text: string) {
  const parsed = parseCsv(text);
  if (!parsed.ok) return null;
  return parsed.records.map((record, i) => ({ row: i + 1, cells: record.cells }));
}

/** The dry run of a spreadsheet: its header read, then every row checked, nothing written. */
export function checkImport(kind: ImportKind, text: string, labels: (key: ColumnKey) => readonly string[], lookups: ImportLookups): ImportCheck {
  if (new TextEncoder().encode(text).byteLength > IMPORT_MAX_BYTES) return { ok: false, problem: "tooBig", values: { kb: IMPORT_MAX_BYTES / 1024 } };
  const records = recordsOf(text);
  if (!records) return { ok: false, problem: "unreadable" };
  const [first, ...rest] = records;
  const body = rest.filter((record) => record.cells.some((cell) => csvText(cell) !== ""));
  if (!first || body.length === 0) return { ok: false, problem: "empty" };
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, problem: "tooMany", values: { max: IMPORT_MAX_ROWS } };
  const header = mapHeader(kind, first.cells, labels);
  if (header.missing.length > 0) return { ok: false, problem: "missingColumns", values: { columns: header.missing.map((col) => labels(col.key).join(" / ")).join(", ") } };

  const collection = collectionByPlural(kind)!;
  const fields = contentFormFields(collection);
  const existing = new Map<string, number>();
  for (const record of lookups.existing) for (const key of sameKeys(kind, record.name, record.name_en, record.start_date)) if (!existing.has(key)) existing.set(key, record.id);
  const ctx: Context = {
    kind,
    fields,
    defaults: defaultValues(fields, modelDefaults(collection)),
    lookups,
    venues: nameIndex(lookups.venues),
    organizers: nameIndex(lookups.organizers),
    existing,
    seen: new Map(),
  };
  return { ok: true, header, rows: body.map((record) => checkRow(ctx, record.row, record.cells, header.columns)) };
}

/** The names a spreadsheet's rows give, for finding the records they may repeat. */
export function namesIn(kind: ImportKind, text: string, labels: (key: ColumnKey) => readonly string[]): string[] {
  const records = recordsOf(text);
  if (!records?.[0]) return [];
  const { columns } = mapHeader(kind, records[0].cells, labels);
  const at = columns.flatMap((col, i) => (col && (col.input === "name" || col.input === "name_en") ? [i] : []));
  return [...new Set(records.slice(1).flatMap((record) => at.map((i) => csvText(record.cells[i] ?? "")).filter(Boolean)))];
}

/** A fix typed on the dry run's page: the new text of one cell, by row number and column. */
export interface CellFix {
  row: number;
  column: ColumnKey;
  value: string;
}

/** The spreadsheet with the fixes typed on the dry run's page written into its cells, as CSV again. */
export function withFixes(kind: ImportKind, text: string, labels: (key: ColumnKey) => readonly string[], fixes: readonly CellFix[]): string {
  const records = recordsOf(text);
  if (!records?.[0] || fixes.length === 0) return text;
  const { columns } = mapHeader(kind, records[0].cells, labels);
  const rows = records.map((record) => [...record.cells]);
  let changed = false;
  for (const fix of fixes) {
    const at = columns.findIndex((col) => col?.key === fix.column);
    const cells = rows[fix.row - 1];
    if (at < 0 || !cells || fix.row === 1 || csvText(cells[at] ?? "") === fix.value) continue;
    while (cells.length <= at) cells.push("");
    cells[at] = fix.value;
    changed = true;
  }
  // Fixes that change nothing leave the text as it came, so its seal still holds.
  if (!changed) return text;
  const [header = [], ...rest] = rows;
  return toCsv(header, rest);
}
