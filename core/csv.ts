// CSV for spreadsheets (RFC 4180): cells quoted where needed, CRLF lines, a byte-order mark so
// Excel reads UTF-8 (Hebrew names), and text a spreadsheet would run as a formula made inert.
// Pure.

/**
 * Spreadsheets start a formula at these (OWASP "CSV injection"), and some at their full-width
 * forms too; such a cell is prefixed with a single quote so it is read as text.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain number is data, whatever its sign: it stays as it is, so the spreadsheet can sum it. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** One cell, safe to open: formula-like text neutralised, then quoted if it holds `"`, `,` or a line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
