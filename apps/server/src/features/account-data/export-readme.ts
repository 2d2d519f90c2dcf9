import type { MemberExport } from './export-data.js';

/** README.txt of the ZIP: what the export is and one line per file (decision 074). */
export function exportReadme(data: MemberExport): string {
  const lines = [
    'Your data from the Oola portal',
    '==============================',
    '',
    `Account ${data.userId}, exported ${data.generatedAt.toISOString()} (UTC).`,
    '',
    'Each kind of data is a JSON file: an array with one object per record, keys in camelCase.',
    'Actions, goals, scores and to-dos are also CSV files (UTF-8, comma-separated, header line)',
    "that open in a spreadsheet; a text that begins with =, +, - or @ begins with ' there, so that",
    'a spreadsheet shows it as text instead of running it as a formula. Times are ISO 8601 in UTC;',
    'days (yyyy-mm-dd) are your own calendar days in the time zone of your profile. Card numbers',
    "are never stored, so only a card's brand and last 4 digits appear. Passwords and sign-in",
    'tokens are not included.',
    '',
    'Files',
    '-----',
  ];
  for (const { kind, rows } of data.kinds) {
    const files = kind.csv ? `${kind.name}.json, ${kind.name}.csv` : `${kind.name}.json`;
    lines.push(`${files} (${rows.length} ${rows.length === 1 ? 'record' : 'records'})`, `    ${kind.description}`);
  }
  lines.push('', 'The same data is available as JSON from GET /api/Account/Export/{your id} while signed in.', '');
  return lines.join('\n');
}
