import { strToU8, zip, type Zippable } from 'fflate';
import { toCsv } from './csv.js';
import type { MemberExport } from './export-data.js';
import { exportReadme } from './export-readme.js';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The ZIP the member downloads: README.txt, one JSON file per kind, and CSV for the spreadsheet kinds.
 * fflate compresses on worker threads, so the server keeps answering meanwhile.
 */
export async function buildExportZip(data: MemberExport): Promise<Uint8Array> {
  const files: Zippable = { 'README.txt': strToU8(exportReadme(data)) };
  for (const { kind, rows } of data.kinds) {
    files[`${kind.name}.json`] = json(rows);
    if (kind.csv) files[`${kind.name}.csv`] = strToU8(toCsv(kind.columns, rows));
    // Each file is written in one go; between files the server answers what is waiting.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return new Promise((resolve, reject) =>
    zip(files, { level: 6, mtime: data.generatedAt }, (error, bytes) => (error ? reject(error) : resolve(bytes))),
  );
}
