import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';

const schemaDir = path.resolve(import.meta.dirname, '../db/schema');
/** Schema files that hold no feature's tables. */
const NOT_A_FEATURE = new Set(['index.ts', 'column-types.ts']);

export interface FeatureTables {
  /** The schema file's name without .ts, or its folder's name: the feature that owns its tables. */
  feature: string;
  /** Where in db/schema: `goals.ts`, or `coaching/` for a feature whose tables fill a folder. */
  source: string;
  tables: PgTable[];
}

/** The schema files of one entry of db/schema: the file itself, or the files of a feature's folder. */
function schemaFiles(entry: fs.Dirent): string[] {
  const where = path.join(schemaDir, entry.name);
  if (!entry.isDirectory()) return [where];
  return fs
    .readdirSync(where)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(where, file));
}

/** Every table, by the schema file or folder (feature) that defines it, features and tables in name order. */
export async function tablesByFeature(): Promise<FeatureTables[]> {
  const entries = fs
    .readdirSync(schemaDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (entry.name.endsWith('.ts') && !NOT_A_FEATURE.has(entry.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
  const features: FeatureTables[] = [];
  for (const entry of entries) {
    const tables: PgTable[] = [];
    for (const file of schemaFiles(entry)) {
      const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      tables.push(...Object.values(exported).filter((value): value is PgTable => is(value, PgTable)));
    }
    tables.sort((a, b) => getTableName(a).localeCompare(getTableName(b)));
    if (tables.length > 0)
      features.push({
        feature: entry.name.replace(/\.ts$/, ''),
        source: entry.isDirectory() ? `${entry.name}/` : entry.name,
        tables,
      });
  }
  return features;
}

const code = (text: string) => `\`${text}\``;

function describeTable(table: PgTable): string[] {
  const config = getTableConfig(table);
  const references = new Map<string, string>();
  const foreignKeys: string[] = [];
  for (const foreignKey of config.foreignKeys) {
    const { columns, foreignColumns, foreignTable } = foreignKey.reference();
    const target = `${getTableName(foreignTable)}.${foreignColumns.map((column) => column.name).join(', ')}`;
    const onDelete =
      foreignKey.onDelete && foreignKey.onDelete !== 'no action' ? ` (on delete ${foreignKey.onDelete})` : '';
    if (columns.length === 1) references.set(columns[0]!.name, `→ ${target}${onDelete}`);
    else foreignKeys.push(`(${columns.map((column) => column.name).join(', ')}) → ${target}${onDelete}`);
  }
  const column = (c: AnyPgColumn) =>
    [
      `${code(c.name)} ${c.getSQLType()}`,
      c.primary ? 'PK' : c.notNull ? '' : 'null',
      c.isUnique ? 'unique' : '',
      references.get(c.name) ?? '',
    ]
      .filter(Boolean)
      .join(' ');
  const keys = [
    ...config.primaryKeys.map((key) => `PK (${key.columns.map((c) => c.name).join(', ')})`),
    ...config.uniqueConstraints.map((unique) => `unique (${unique.columns.map((c) => c.name).join(', ')})`),
    ...foreignKeys,
    ...config.indexes.map((index) => {
      const { name, unique, columns, where } = index.config;
      const on = columns.map((c) => ('name' in c && typeof c.name === 'string' ? c.name : 'expression')).join(', ');
      return `${unique ? 'unique index' : 'index'} ${code(name ?? '')} (${on})${where ? ' partial' : ''}`;
    }),
    ...config.checks.map((check) => `check ${code(check.name)}`),
  ];
  return [
    `- **${code(config.name)}**: ${config.columns.map(column).join(', ')}.`,
    ...(keys.length > 0 ? [`  Keys: ${keys.join('; ')}.`] : []),
  ];
}

/** The generated part of docs/architecture.md's data model: every table, its columns and keys, by feature. */
export async function dataModelSection(): Promise<string> {
  const features = await tablesByFeature();
  const count = features.reduce((sum, feature) => sum + feature.tables.length, 0);
  const lines = [
    `### Every table (${count}), by the feature that owns it`,
    '',
    'Written by `npm run docs` from the Drizzle schema; a test fails when it is out of date. `null` marks a',
    'nullable column, `→` a foreign key.',
  ];
  for (const { feature, source, tables } of features) {
    lines.push('', `#### ${feature} ([${source}](../apps/server/src/db/schema/${source}))`, '');
    for (const table of tables) lines.push(...describeTable(table));
  }
  return lines.join('\n');
}
