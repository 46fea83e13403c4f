/**
 * CSV that Excel opens with Thai intact: UTF-8 with a byte-order mark (without it Excel reads the bytes as the
 * system code page), CRLF line ends and RFC 4180 quoting. A cell that starts with = + - @ (or a tab or carriage
 * return) would run as a formula in a spreadsheet, so it gets a leading apostrophe: what a member typed into a
 * quotation is data, never a command (OWASP "CSV injection").
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell csvCell guarded with a leading apostrophe reads, when the file comes back, as the text it guarded. */
export const csvText = (cell: string) => cell.trim().replace(/^'(?=[=+\-@])/, "");

/** The whole file as text, BOM first; encode it with TextEncoder (UTF-8). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** One record of a parsed CSV file: its cells and the line of the file it starts on (1 = the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number };

/**
 * The records of a CSV file as RFC 4180 writes them, the way spreadsheets save them: a leading byte-order mark
 * is dropped, lines end in CRLF, LF or CR, a quoted cell may hold the delimiter, doubled quotes and line breaks.
 * The delimiter is the first line's comma, semicolon (Excel in many locales) or tab, whichever it has most of.
 * Blank lines are skipped. A quote left open at the end is no CSV: the answer names the line it opened on.
 */
export function parseCsv(text: string): CsvParse {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r|\n|$/));
  const delimiter = [";", "\t"].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ",");
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let openedAt = 0;
  const endCell = () => {
    cells.push(cell);
    cell = "";
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== "") records.push({ line: start, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === "\n" || (char === "\r" && source[i + 1] !== "\n")) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === "") {
      quoted = true;
      openedAt = line;
      cell = "";
    } else if (char === delimiter) endCell();
    else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  if (quoted) return { ok: false, line: openedAt };
  if (cell !== "" || cells.length > 0) endRecord();
  return { ok: true, records };
}
