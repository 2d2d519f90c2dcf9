import fs from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
// The file itself: Vite's config loader leaves the package to Node, which cannot load its TypeScript index.
import { pagePatternRegExp } from '../../../packages/domain/src/page-patterns.ts';
import type { PageRoutes } from './page-routes.ts';
import { PRERENDERED_PAGES } from './prerender.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The installable app (decision 076): the manifest, and a service worker that precaches the shell and
 * every route's chunks so the dashboard opens offline. A new build waits for the member's "Reload"
 * (registerType 'prompt', apps/web/src/app/shell/reload-prompt.tsx) instead of swapping code under an
 * open page. Nothing under /api is ever cached: answers carry members' data and must be fresh. Only the app's own
 * pages get the cached shell; any other path goes to the network, so the server's 404 (or a web alias's redirect)
 * reaches the browser (decision 086). The worker is our own source, src/service-worker/sw.ts (injectManifest): the
 * build writes the precache list and the app's pages into it, and it also shows web push (decision 108).
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    // The shell registers it (reload-prompt.tsx) from the entry chunk: no extra script on the first screen.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Oola — Life balance, one day at a time',
      short_name: 'Oola',
      description: 'Balance the seven areas of your life with a guided programme, a daily tracker and a coach.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#1f3a68',
      background_color: '#101f3a',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    integration: {
      // page-routes.json is written by the page-routes plugin's closeBundle, which ends before this one starts.
      configureCustomSWViteBuild(config) {
        const distDir = config.build?.outDir;
        if (!distDir) throw new Error('vite-plugin-pwa gave no build folder');
        const shellPages = { allowlist: appPages(distDir).map(parts), denylist: NEVER_PAGES.map(parts) };
        config.define = { ...config.define, __SHELL_PAGES__: JSON.stringify(shellPages) };
      },
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Programme media (videos, workbooks, e-learning art) are fetched when shown, not installed.
      globIgnores: ['media/**'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}

/** Prerendered public pages keep their own HTML from the server; server paths are never pages. */
const NEVER_PAGES = [
  /^\/(api|media|socket\.io|metrics)(\/|$)/,
  /\.(txt|xml|ico|webmanifest)$/,
  ...Object.keys(PRERENDERED_PAGES).map((page) => new RegExp(`^${escape(page)}/?$`, 'i')),
];

const parts = (pattern: RegExp): [string, string] => [pattern.source, pattern.flags];

/** The app's pages, from the route table the build wrote: the paths whose navigations the shell answers. */
function appPages(distDir: string): RegExp[] {
  const routes = JSON.parse(fs.readFileSync(path.join(distDir, 'page-routes.json'), 'utf8')) as PageRoutes;
  return [...routes.public, ...routes.private, ...routes.unlisted].map((pattern) => pagePatternRegExp(pattern));
}
