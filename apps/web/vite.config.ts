import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pageRoutesFile } from './vite-plugins/page-routes.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { pwa } from './vite-plugins/pwa.ts';

/**
 * Writes .br and .gz beside every text asset of the build, once; the server's static
 * handler (preCompressed) sends them, so no compression happens per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt)$/.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Mantine's ScrollArea imports one ref helper from `@floating-ui/react`, which made every page with a table or
 * a dialog load all of floating-ui; it gets the same helper from app/merge-refs.ts (decision 094).
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/app/merge-refs.ts');
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) {
        return replacement;
      }
      return null;
    },
  };
}

/** The public site's features: their lazy code is grouped apart from the signed-in app's (decision 092). */
const PUBLIC_CODE = /[\\/]src[\\/]features[\\/](public|free-tests|coaches[\\/]directory)[\\/]/;

/** `public~story-page~cause-page` → `public`; a file's or an ungrouped chunk's own name stays. */
function shortName(name: string): string {
  return name.split('~')[0]!;
}

export default defineConfig({
  plugins: [scrollAreaWithoutFloatingUi(), react(), prerender(), pageRoutesFile(), pwa(), precompress()],
  resolve: {
    // Mantine writes a responsive style prop's rules as a <style> in the body, which HTML does not
    // allow; this stand-in has React hoist them into the head (decision 092).
    alias: [
      {
        find: /^\.\.?\/(?:\.\.\/)*(?:core\/)?InlineStyles\/InlineStyles\.mjs$/,
        replacement: path.resolve(import.meta.dirname, 'src/app/hoisted-inline-styles.tsx'),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
      '/media': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Everything the entry imports statically is one chunk, not ~45 small ones that each take a
    // request (and queue behind each other on HTTP/1.1's six connections): decision 055. The lazy
    // modules are grouped by the set of pages that use them, and groups under 30 kB join their
    // nearest neighbour (87 scripts for the dashboard became 38). Grouping moves modules away from
    // the chunk whose code runs first, so the chunks keep the modules' own execution order
    // (strictExecutionOrder); without it the dashboard failed with "r is not a function": decision 065.
    // The public pages' own code is grouped apart and never merged, and Recharts and pdf.js (with the
    // d3-shape and es-toolkit they share with other chunks) have chunks of their own, so a public page
    // no longer loads a signed-in neighbour's code or a library it does not use: decision 092.
    rolldownOptions: {
      output: {
        // A grouped chunk is named after its group only: the entry lists every chunk's file to preload
        // it, and the names of all the pages that share a chunk made that list ~1.5 KB gzipped longer.
        chunkFileNames: (chunk) => `assets/${shortName(chunk.name)}-[hash].js`,
        assetFileNames: (asset) => `assets/${shortName(path.parse(asset.names[0] ?? 'asset').name)}-[hash][extname]`,
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 5 },
            { name: 'shape', test: /node_modules[\\/](d3-shape|d3-path|es-toolkit)[\\/]/, priority: 3 },
            { name: 'charts', test: /node_modules[\\/](recharts|victory-vendor)[\\/]/, priority: 2 },
            { name: 'pdf', test: /node_modules[\\/](react-pdf|pdfjs-dist)[\\/]/, priority: 2 },
            { name: 'public', test: PUBLIC_CODE, entriesAware: true, priority: 1 },
            { name: 'lazy', entriesAware: true, entriesAwareMergeThreshold: 30_000 },
          ],
        },
      },
    },
  },
});
