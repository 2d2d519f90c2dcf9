// Which folder may import which (decision 067): shared code never imports a feature, a feature never
// imports the app shell, a feature reaches another feature only through that feature's index.ts, and no
// imports go round in a circle.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const sourceFiles = ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'];
// Tests assemble whole apps and reach into any module to set up what they check.
const testFiles = ['**/*.test.{ts,tsx}', '**/*test-helpers.ts', 'apps/web/src/test/**', 'apps/server/src/test/**'];

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
      'apps/server/src/http',
      'apps/server/src/db',
      'apps/server/src/realtime',
      'apps/server/src/jobs',
      'apps/server/src/content',
    ],
    from: 'apps/server/src/features',
    message: 'Shared server code (http/, db/, realtime/, jobs/, content/) never imports a feature.',
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
      plugins: { 'import-x': importX },
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
      },
    },
  ];
}
