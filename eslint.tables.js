// Each schema file's tables are written, and imported, only by the code that owns them (decision 104). The rule
// is generated from the owner map in apps/server/src/db/table-owners.ts.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { EVERY_TABLE, TABLE_OWNERS } from './apps/server/src/db/table-owners.ts';
import { testFiles } from './eslint.boundaries.js';

const root = import.meta.dirname;
const server = resolve(root, 'apps/server/src');
const schemaDir = resolve(server, 'db/schema');
const SCHEMA_IMPORT = /(^|\/)db\/schema(\/|$)/;
const WRITE = /^(insert|update|delete)$/;

/** Table variable name → its owner map entry, read from the schema files the map names. */
function tablesOf(owners) {
  const tables = new Map();
  for (const entry of owners) {
    const path = resolve(schemaDir, entry.schema);
    if (!existsSync(path)) throw new Error(`db/table-owners.ts names db/schema/${entry.schema}, which does not exist.`);
    for (const [, name] of readFileSync(path, 'utf8').matchAll(/export const (\w+) = pgTable\(/g))
      tables.set(name, entry);
  }
  return tables;
}

const tables = tablesOf(TABLE_OWNERS);

/** A schema file that defines tables must have its line in the owner map. */
function schemaFileHasOwner(context, schema) {
  return {
    Program(node) {
      const definesTables = /= pgTable\(/.test(context.sourceCode.text);
      if (definesTables && !TABLE_OWNERS.some((entry) => entry.schema === schema))
        context.report({ node, messageId: 'unowned', data: { schema } });
    },
  };
}

const under = (file, place) => file === place || file.startsWith(`${place}/`);

const ownedTablesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written and imported only by its owner (apps/server/src/db/table-owners.ts).' },
    messages: {
      unowned: 'db/schema/{{schema}} defines tables but has no owner in db/table-owners.ts (decision 104).',
      write:
        '{{table}} ({{schema}}) is written only by {{owners}}: call its functions (decision 104, db/table-owners.ts).',
      read: '{{table}} ({{schema}}) belongs to {{owners}}: call its functions, or list this reader and why in db/table-owners.ts (decision 104).',
    },
    schema: [],
  },
  create(context) {
    const file = relative(server, context.physicalFilename).split('\\').join('/');
    if (file.startsWith('db/schema/')) return schemaFileHasOwner(context, file.slice('db/schema/'.length));
    if (file.startsWith('..') || file.startsWith('db/')) return {};
    const everyTable = EVERY_TABLE.find((entry) => under(file, entry.path));
    const owns = (entry) => entry.owners.some((place) => under(file, place));
    const reads = (entry) => owns(entry) || Object.keys(entry.readers ?? {}).some((place) => under(file, place));
    const mayRead = (entry) => everyTable !== undefined || reads(entry);
    const mayWrite = (entry) => everyTable?.writes === true || owns(entry);
    const data = (table, entry) => ({
      table,
      schema: `db/schema/${entry.schema}`,
      owners: entry.owners.map((place) => `${place}${place.endsWith('.ts') ? '' : '/'}`).join(' and '),
    });

    /** Local name → table name, for names imported from db/schema; namespace imports of it. */
    const imported = new Map();
    const namespaces = new Set();
    const check = (node, table) => {
      const entry = tables.get(table);
      if (!entry) return;
      const { parent } = node;
      const written =
        parent.type === 'CallExpression' &&
        parent.arguments[0] === node &&
        parent.callee.type === 'MemberExpression' &&
        WRITE.test(parent.callee.property.name ?? '');
      if (written && !mayWrite(entry)) context.report({ node, messageId: 'write', data: data(table, entry) });
    };
    return {
      ImportDeclaration(node) {
        if (!SCHEMA_IMPORT.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
          if (specifier.type !== 'ImportSpecifier') continue;
          const table = specifier.imported.name;
          const entry = tables.get(table);
          if (!entry) continue;
          imported.set(specifier.local.name, table);
          if (!mayRead(entry)) context.report({ node: specifier, messageId: 'read', data: data(table, entry) });
        }
      },
      Identifier(node) {
        const table = imported.get(node.name);
        if (table && node.parent.type !== 'ImportSpecifier') check(node, table);
      },
      MemberExpression(node) {
        if (node.object.type !== 'Identifier' || !namespaces.has(node.object.name) || node.computed) return;
        const table = node.property.name;
        const entry = tables.get(table);
        if (!entry) return;
        if (!mayRead(entry)) context.report({ node, messageId: 'read', data: data(table, entry) });
        else check(node, table);
      },
    };
  },
};

export const ownedTables = [
  {
    files: ['apps/server/src/**/*.{ts,tsx}'],
    // Seeders and tests may write any table.
    ignores: [...testFiles, 'apps/server/src/seed/**', '**/seed.ts', '**/*-seed.ts'],
    plugins: { tables: { rules: { owned: ownedTablesRule } } },
    rules: { 'tables/owned': 'error' },
  },
];
