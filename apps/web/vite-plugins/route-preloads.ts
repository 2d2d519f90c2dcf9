import path from 'node:path';
import type { Rollup } from 'vite';

/**
 * Signed-in routes whose HTML names every script and stylesheet of their first screen: URL path → the
 * file written for it and the modules its first render imports lazily (the layout, the page, the
 * route's prefetch, see main.tsx). Without it the browser finds each lazy chunk only after the one
 * before it has run: a chain of round trips before the first call is made.
 */
export const PRELOADED_ROUTES: Record<string, { file: string; modules: string[] }> = {
  '/dashboard': {
    file: 'dashboard.html',
    modules: [
      'src/features/auth/member-layout.tsx',
      'src/features/dashboard/dashboard-page.tsx',
      'src/features/dashboard/prefetch.ts',
    ],
  },
};

/**
 * The chunks of the given modules and every chunk they import statically, as `modulepreload` links,
 * and their stylesheets, deferred like the entry's (main.tsx switches them on and waits for them
 * before React draws); files the page's HTML links already are left out.
 */
export function routePreloadLinks(bundle: Rollup.OutputBundle, root: string, modules: string[], html: string): string {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const module of modules) {
    const id = path.resolve(root, module);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`route preloads: no chunk holds ${module}`);
    visit(chunk);
  }
  const unlinked = (file: string) => !html.includes(`/${file}"`);
  const deferred = [...styles].filter(unlinked).map((file) => `/${file}`);
  // A deferred sheet (media="print") is fetched last, behind every script: React waits for it, so it
  // is preloaded at the highest priority.
  const entrySheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" media="print"/g)].map(
    (match) => match[1]!,
  );
  return [
    ...[...entrySheets, ...deferred].map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...deferred.map((href) => `<link rel="stylesheet" crossorigin href="${href}" media="print" data-deferred-styles>`),
    ...[...scripts].filter(unlinked).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
