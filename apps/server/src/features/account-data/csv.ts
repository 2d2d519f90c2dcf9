import type { ExportRow } from './export-row.js';

/** What a spreadsheet reads as the start of a formula: csv-stringify's `escape_formulas` set. */
const FORMULA_START = /^[=+\-@\t\r]/;

const text = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value !== 'string') return String(value);
  // A member's text opens as text, never as a live formula (CSV injection); numbers stay numbers.
  return FORMULA_START.test(value) ? `'${value}` : value;
};

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const written = text(value);
  return /[",\r\n]/.test(written) ? `"${written.replaceAll('"', '""')}"` : written;
};

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

/** RFC 4180 CSV: the header line of the given columns. */
export const csvHeader = (columns: readonly string[]): string => line(columns.map(cell));

/** RFC 4180 CSV: one line per row, in the order of `columns`; a text that starts a formula starts with `'`. */
export const csvLines = (columns: readonly string[], rows: readonly ExportRow[]): string =>
  rows.map((row) => line(columns.map((column) => cell(row[column])))).join('');
