import { strToU8, zipSync, type Zippable } from 'fflate';
import { toCsv } from './csv.js';
import type { MemberExport } from './export-data.js';
import { exportReadme } from './export-readme.js';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The ZIP the member downloads: README.txt, one JSON file per kind, and CSV for the spreadsheet kinds. */
export function buildExportZip(data: MemberExport): Uint8Array {
  const files: Zippable = { 'README.txt': strToU8(exportReadme(data)) };
  for (const { kind, rows } of data.kinds) {
    files[`${kind.name}.json`] = json(rows);
    if (kind.csv) files[`${kind.name}.csv`] = strToU8(toCsv(kind.columns, rows));
  }
  return zipSync(files, { level: 6, mtime: data.generatedAt });
}
