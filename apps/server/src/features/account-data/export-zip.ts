import { strToU8, Zip, ZipDeflate } from 'fflate';
import { csvHeader, csvLines } from './csv.js';
import type { ExportRow } from './export-row.js';
import type { MemberExport } from './export-data.js';
import { exportReadme } from './export-readme.js';

/** Rows written and compressed in one go (a few milliseconds); between two, the server answers what is waiting. */
const SLICE = 100;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function* slices(rows: readonly ExportRow[]): Generator<{ rows: readonly ExportRow[]; first: boolean; last: boolean }> {
  for (let start = 0; start < rows.length; start += SLICE)
    yield { rows: rows.slice(start, start + SLICE), first: start === 0, last: start + SLICE >= rows.length };
}

/** The rows as a JSON array indented by two spaces, as `JSON.stringify(rows, null, 2)` writes it, a slice at a time. */
function* jsonParts(rows: readonly ExportRow[]): Generator<string> {
  if (rows.length === 0) yield '[]\n';
  for (const slice of slices(rows)) {
    const items = slice.rows.map((row) => `  ${JSON.stringify(row, null, 2).replaceAll('\n', '\n  ')}`).join(',\n');
    yield `${slice.first ? '[\n' : ',\n'}${items}${slice.last ? '\n]\n' : ''}`;
  }
}

function* csvParts(columns: readonly string[], rows: readonly ExportRow[]): Generator<string> {
  yield csvHeader(columns);
  for (const slice of slices(rows)) yield csvLines(columns, slice.rows);
}

/**
 * The ZIP the member downloads: README.txt, one JSON file per kind, and CSV for the spreadsheet kinds. Two years
 * of actions make megabytes of text: each file is written and compressed a slice at a time, so the server never
 * stops answering for longer than one slice takes.
 */
export async function buildExportZip(data: MemberExport): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const add = async (name: string, parts: Iterable<string>) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = data.generatedAt;
    zip.add(file);
    for (const part of parts) {
      file.push(strToU8(part));
      await nextTurn();
    }
    file.push(new Uint8Array(0), true);
  };
  await add('README.txt', [exportReadme(data)]);
  for (const { kind, rows } of data.kinds) {
    await add(`${kind.name}.json`, jsonParts(rows));
    if (kind.csv) await add(`${kind.name}.csv`, csvParts(kind.columns, rows));
  }
  zip.end();
  if (failure) throw failure;
  return Buffer.concat(chunks);
}
