/** One row of an export file: a column's name and its value. */
export type ExportRow = Record<string, unknown>;
