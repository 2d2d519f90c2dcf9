import type { ExportRow } from './export-kinds.js';

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

/** RFC 4180 CSV: the header line of the given columns. */
export const csvHeader = (columns: readonly string[]): string => line(columns.map(cell));

/** RFC 4180 CSV: one line per row, in the order of `columns`; follows csvHeader. */
export const csvLines = (columns: readonly string[], rows: readonly ExportRow[]): string =>
  rows.map((row) => line(columns.map((column) => cell(row[column])))).join('');
