import type { Locale } from "~/domain/locales";
import type { StaffTextKey } from "../texts/staff-texts";
import type { ColumnKey } from "./import-columns";
import { type ImportCheck, isValidRow } from "./import-rows";

/**
 * What the dry run's page shows of a check, kept small enough to travel with the page: every problem by row and
 * column (the column's letter as the spreadsheet shows it), and a first look at the rows ready and the rows
 * already on the site.
 */
export const SHOWN_ROWS = 50;
export const SHOWN_PROBLEMS = 300;

export interface ShownProblem {
  row: number;
  column: ColumnKey | null;
  /** The column's letter in the file: A, B, … Z, AA. */
  letter: string;
  value: string;
  key: StaffTextKey;
  values?: Record<string, string | number>;
  /** Whether this is the first problem of its cell: that one carries the cell's fix. */
  fixable: boolean;
}

export interface ShownRow {
  row: number;
  title: string;
  /** The days as read, written in the staff member's calendar (the Buddhist era on Thai pages). */
  dates: string;
  place?: string;
  existing?: number;
}

export interface DryRun {
  counts: { rows: number; valid: number; invalid: number; existing: number };
  ignored: string[];
  problems: ShownProblem[];
  /** Problems past the ones shown: a file that long is fixed in the spreadsheet, not on the page. */
  problemsLeft: number;
  valid: ShownRow[];
  existing: ShownRow[];
}

/** A column's letter as spreadsheets name it: 0 is A, 26 is AA. */
export function columnLetter(index: number): string {
  let letter = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

/** The dry run's page data; rows named in the staff member's language where the file gives that name, days as `formatDay` writes them. */
export function dryRunOf(checked: Extract<ImportCheck, { ok: true }>, locale: Locale, formatDay: (day: string) => string): DryRun {
  const letters = new Map(checked.header.columns.flatMap((col, i) => (col ? [[col.key, columnLetter(i)] as const] : [])));
  const rows = checked.rows;
  const invalid = rows.filter((row) => row.errors.length > 0);
  const seen = new Set<string>();
  const problems = invalid.flatMap((row) =>
    row.errors.map((error): ShownProblem => {
      const cell = `${row.row}.${error.column}`;
      const fixable = error.column !== null && !seen.has(cell);
      seen.add(cell);
      return {
        row: row.row,
        column: error.column,
        letter: error.column ? (letters.get(error.column) ?? "") : "",
        value: error.column ? (row.cells[error.column] ?? "") : "",
        key: error.key,
        ...(error.values ? { values: error.values } : {}),
        fixable,
      };
    }),
  );
  const shown = (row: (typeof rows)[number]): ShownRow => ({
    row: row.row,
    title: (locale === "en" ? row.cells.showNameEn || row.cells.venueNameEn : "") || row.title,
    dates: [row.days.startDate, row.days.endDate]
      .filter((day, i, both): day is string => Boolean(day) && (i === 0 || day !== both[0]))
      .map(formatDay)
      .join(" – "),
    place: row.cells.venue || row.cells.province || row.cells.addressTh || "",
    ...(row.existing !== null ? { existing: row.existing } : {}),
  });
  const valid = rows.filter(isValidRow);
  const existing = rows.filter((row) => row.errors.length === 0 && row.existing !== null);
  return {
    counts: { rows: rows.length, valid: valid.length, invalid: invalid.length, existing: existing.length },
    ignored: checked.header.ignored,
    problems: problems.slice(0, SHOWN_PROBLEMS),
    problemsLeft: Math.max(0, problems.length - SHOWN_PROBLEMS),
    valid: valid.slice(0, SHOWN_ROWS).map(shown),
    existing: existing.slice(0, SHOWN_ROWS).map(shown),
  };
}
