import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_PAGES } from './prerender.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The installable app (decision 076): the manifest, and a service worker that precaches the shell and
 * every route's chunks so the dashboard opens offline. A new build waits for the member's "Reload"
 * (registerType 'prompt', apps/web/src/app/shell/reload-prompt.tsx) instead of swapping code under an
 * open page. Nothing under /api is ever cached: answers carry members' data and must be fresh.
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
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Programme media (videos, workbooks, e-learning art) are fetched when shown, not installed.
      globIgnores: ['media/**'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // '/' is the prerendered home page; other prerendered paths match their file by cleanURLs
      // (/dashboard → dashboard.html).
      directoryIndex: 'home.html',
      navigateFallback: '/index.html',
      // Prerendered public pages keep their own HTML from the server; server paths are never pages.
      navigateFallbackDenylist: [
        /^\/(api|media|socket\.io|metrics)(\/|$)/,
        /\.(txt|xml|ico|webmanifest)$/,
        ...Object.keys(PRERENDERED_PAGES).map((page) => new RegExp(`^${escape(page)}/?$`, 'i')),
      ],
      runtimeCaching: [],
    },
  });
}
