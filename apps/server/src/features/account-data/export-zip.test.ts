import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { ExportKind } from './export-kinds.js';
import type { ExportRow } from './export-row.js';
import { buildExportZip } from './export-zip.js';

const COLUMNS = ['id', 'text', 'completedAt'] as const;

const actionKind: ExportKind = {
  name: 'actions',
  description: 'Your action steps.',
  csv: true,
  columns: COLUMNS,
  rows: async () => [],
};

/** Rows with the characters CSV and JSON must escape, and a date. */
const rowsOf = (count: number): ExportRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    text: index % 3 === 0 ? `Say "hi", then\nwalk ${index}` : `Step ${index}`,
    completedAt: index % 2 === 0 ? new Date(Date.UTC(2026, 0, 1 + (index % 28))) : null,
  }));

async function filesOf(rows: ExportRow[]) {
  const zip = await buildExportZip({
    userId: 7,
    generatedAt: new Date('2026-11-28T10:00:00Z'),
    isCoach: false,
    kinds: [{ kind: actionKind, rows }],
  });
  const files = unzipSync(zip);
  return { json: strFromU8(files['actions.json']!), csv: strFromU8(files['actions.csv']!), names: Object.keys(files) };
}

describe('the export ZIP, written a slice of rows at a time', () => {
  it.each([0, 1, 100, 101, 777])('holds %i rows as one pretty JSON array and one CSV line each', async (count) => {
    const rows = rowsOf(count);
    const { json, csv, names } = await filesOf(rows);
    expect(names).toEqual(['README.txt', 'actions.json', 'actions.csv']);
    // The same text as JSON.stringify writes at once: members' files keep their format.
    expect(json).toBe(`${JSON.stringify(rows, null, 2)}\n`);
    // A header, a line per row (a newline inside a quoted value is not a line end), and the last line's end.
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(count + 2);
    expect(lines[0]).toBe('id,text,completedAt');
    expect(lines.at(-1)).toBe('');
    if (count > 0) expect(lines[1]).toBe('1,"Say ""hi"", then\nwalk 0",2026-01-01T00:00:00.000Z');
    if (count > 1) expect(lines[2]).toBe('2,Step 1,');
  });
});

describe('the export CSV in a spreadsheet', () => {
  it('starts a text that a spreadsheet would run as a formula with a single quote, like csv-stringify escape_formulas', async () => {
    const texts = ['=1+1', '+1', '-1', '@SUM(A1)', '\tTab', '\rReturn', 'Run 5 km', 'a=b'];
    const rows = texts.map((text, index) => ({ id: index + 1, text, completedAt: null }));
    const { csv, json } = await filesOf(rows);
    expect(csv.split('\r\n').slice(1, 5)).toEqual(["1,'=1+1,", "2,'+1,", "3,'-1,", "4,'@SUM(A1),"]);
    expect(csv).toContain("5,'\tTab,\r\n");
    expect(csv).toContain(`6,"'\rReturn",\r\n`);
    expect(csv).toContain('7,Run 5 km,\r\n8,a=b,\r\n');
    // Numbers and the JSON file keep their values.
    expect(JSON.parse(json)).toEqual(rows);
  });

  it('leaves numbers, negative ones too, as numbers', async () => {
    const { csv } = await filesOf([{ id: -3, text: 'Lost', completedAt: null }]);
    expect(csv).toContain('-3,Lost,\r\n');
  });
});
