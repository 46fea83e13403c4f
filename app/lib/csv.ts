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

/** The whole file as text, BOM first; encode it with TextEncoder (UTF-8). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
