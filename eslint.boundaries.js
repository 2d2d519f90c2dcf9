// Which folder may import which (decisions 067 and 099): shared code never imports a feature, a feature never
// imports the app shell, a feature reaches another feature only through that feature's index.ts, the server's
// shared folders stand in layers (core/ at the bottom), and no imports go round in a circle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const sourceFiles = ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'];
// Tests assemble whole apps and reach into any module to set up what they check.
export const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*test-helpers.ts',
  'apps/web/src/test/**',
  'apps/server/src/test/**',
];

function featureNames(app) {
  return readdirSync(resolve(root, `apps/${app}/src/features`), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Each feature may import another feature only through that feature's index.ts. */
function featureIndexZones(app) {
  const features = `apps/${app}/src/features`;
  return featureNames(app).map((feature) => ({
    target: `${features}/${feature}`,
    from: [`${features}/*/**`],
    except: [resolve(root, features, '*/index.ts'), resolve(root, features, feature, '**')],
    message: `Import another feature through its index.ts (features/<name>/index.ts), never one of its files.`,
  }));
}

const importSpecifier = /(?:from\s*|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;
const isTestFile = (name) => /\.test\.tsx?$|test-helpers\.ts$/.test(name);

function sourceFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(entry.name) && !isTestFile(entry.name) ? [path] : [];
  });
}

/** Which feature folders each feature folder imports, read from the files (tests left out). */
function readFeatureGraph(features) {
  const graph = new Map();
  for (const file of sourceFilesUnder(features)) {
    const [from] = relative(features, file).split(sep);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(importSpecifier)) {
      const [to] = relative(features, resolve(dirname(file), specifier)).split(sep);
      if (to === '..' || to === '' || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

// Read again when a folder under features/ changed (a file added or removed, as the lint test does).
const graphCache = new Map();
function featureGraph(features) {
  const folders = readdirSync(features, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  const stamp = [features, ...folders.map((entry) => join(entry.parentPath, entry.name))]
    .map((path) => statSync(path).mtimeMs)
    .join();
  const cached = graphCache.get(features);
  if (cached?.stamp === stamp) return cached.graph;
  const graph = readFeatureGraph(features);
  graphCache.set(features, { stamp, graph });
  return graph;
}

function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = goal; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Feature folders never import each other in a circle, however long (no-cycle sees files only). */
const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders import each other in one direction only.' },
    messages: { cycle: 'Feature folders import each other in a circle: {{path}}.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const match = /^(.*[\\/]apps[\\/](?:web|server)[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match || isTestFile(file)) return {};
    const [, features, own] = match;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const [other] = relative(features, resolve(dirname(file), specifier)).split(sep);
      if (other === '..' || other === '' || other === own) return;
      const back = pathBetween(featureGraph(features), other, own);
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { path: [own, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The server's shared folders below the rest, each with the only folders of the app it may import. */
const SERVER_BASE = [
  { folder: 'core', may: [], what: 'errors, the actor, the clock' },
  { folder: 'identity', may: ['core', 'db'], what: 'passwords, account tokens, sessions' },
  { folder: 'policies', may: ['core', 'db'], what: 'who may do what' },
];

const serverLayers = SERVER_BASE.map(({ folder, may, what }) => ({
  target: `apps/server/src/${folder}`,
  from: 'apps/server/src',
  except: [folder, ...may].map((name) => `./${name}`),
  message:
    `Server ${folder}/ (${what}) stands below the rest of the app and imports ` +
    (may.length ? `only ${may.map((name) => `${name}/`).join(' and ')}.` : 'nothing of it.'),
}));

// account_tokens has one writer, so a link's rules (single use, expiry, erasure) live in one file.
const TABLE_WRITE = /^(insert|update|delete)$/;
const tokenWrites = ['Identifier[name="accountTokens"]', 'MemberExpression[property.name="accountTokens"]'].map(
  (table) => ({
    selector: `CallExpression[callee.property.name=${TABLE_WRITE}] > ${table}.arguments`,
    message: 'Write account_tokens through identity/account-tokens.ts, its one writer.',
  }),
);

const zones = [
  {
    target: ['apps/web/src/ui', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared web code (ui/, lib/) never imports a feature or the app shell.',
  },
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'A feature never imports the app shell (app/); move what it needs to ui/ or lib/.',
  },
  {
    target: [
      'apps/server/src/core',
      'apps/server/src/identity',
      'apps/server/src/http',
      'apps/server/src/db',
      'apps/server/src/realtime',
      'apps/server/src/jobs',
      'apps/server/src/content',
      'apps/server/src/policies',
      'apps/server/src/metrics',
      'apps/server/src/events',
    ],
    from: ['apps/server/src/features', 'apps/server/src/seed'],
    message:
      'Shared server code (core/, identity/, http/, db/, realtime/, jobs/, content/, policies/, metrics/, events/) never imports a feature or the seed.',
  },
  ...serverLayers,
  {
    target: 'apps/server/src/features',
    from: 'apps/server/src/seed',
    message: 'A feature never imports seed/: the seed calls the features and hands them what they need.',
  },
  {
    target: 'packages/domain',
    from: 'apps',
    message: '@oola/domain is shared by both apps and imports neither.',
  },
  ...featureIndexZones('web'),
  ...featureIndexZones('server'),
];

export function importBoundaries(importX) {
  return [
    {
      files: sourceFiles,
      plugins: { 'import-x': importX, boundaries: { rules: { 'no-feature-cycle': noFeatureCycle } } },
      settings: {
        // Without these, no-cycle cannot read the TypeScript files an import leads to and finds nothing.
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.json'],
            // The server imports its TypeScript files by their compiled name (./service.js).
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: sourceFiles,
      ignores: testFiles,
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
        'boundaries/no-feature-cycle': 'error',
      },
    },
    {
      files: ['apps/server/src/**/*.{ts,tsx}'],
      ignores: [...testFiles, 'apps/server/src/identity/account-tokens.ts'],
      rules: { 'no-restricted-syntax': ['error', ...tokenWrites] },
    },
  ];
}
