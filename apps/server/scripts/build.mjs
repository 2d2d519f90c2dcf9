/**
 * Compiles the server for `npm start` into apps/server/dist/main.js: one ES module bundle of
 * apps/server/src and @oola/domain (TypeScript source that Node cannot load as it is), with every
 * other package left to node_modules. Decision 077.
 */
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(serverDir, 'src');
const outDir = path.join(serverDir, 'dist');

/**
 * Bundled: the workspace's own TypeScript packages, and the e-mail components, cut down to the ones
 * the templates use (loaded whole, @react-email/components brings Prism and its every language,
 * about a second of the start). Every other package comes from node_modules at run time.
 */
const BUNDLED = /^@oola\/|^@react-email\/(?!render)/;

const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Every module finds its files (migrations, content) beside its source file: in the bundle
 * import.meta.dirname would be dist/ for all of them, so each one's is rewritten to its own
 * source folder, reached from dist/ (the same depth below the repository as src/).
 */
const sourceFolderPaths = {
  name: 'source-folder-paths',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const fs = await import('node:fs/promises');
      const source = await fs.readFile(args.path, 'utf8');
      const relative = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

await build({
  entryPoints: [path.join(sourceDir, 'main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: path.join(serverDir, 'tsconfig.json'),
  plugins: [packagesStayExternal, sourceFolderPaths],
});
