import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type Container } from 'postcss';
import { createServer, type Plugin } from 'vite';
import type { PrerenderData } from '../src/app/prerender.tsx';
import { prerenderData } from './prerender-data.ts';
import { PRELOADED_ROUTES, routePreloadLinks } from './route-preloads.ts';

/** Public pages written as static HTML at build time: URL path → file in the build folder. */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'home.html',
  '/learnMore': 'learn-more.html',
  '/TRS': 'trs.html',
  '/theOpportunity': 'opportunity.html',
  '/ourCause': 'our-cause.html',
  '/Partner': 'partner.html',
  // Its first screen is the search form: the results are fetched when the visitor searches, so the
  // copy holds no coach and is as fresh as the build (decision 055).
  '/coachDirectory': 'coach-directory.html',
  // Its first screen shows the first question, which the server answers from content/free-test.yaml:
  // the build reads the same file (prerender-data.ts). The largest paint is that question (decision 103).
  '/FreeTest': 'free-test.html',
  '/Shopify/FreeTestShopify': 'free-test-shopify.html',
};

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/;

/**
 * Keeps the CSS rules that can match the given HTML: rules without a class selector, and rules
 * whose selector's classes all appear in the HTML (the light colour scheme only, as the pages are
 * light). Keyframes and fonts wait for the full sheet.
 */
function criticalCss(css: string, html: string): string {
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
  const matches = (selector: string) =>
    !selector.includes('color-scheme=dark') &&
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((match) => classes.has(match[1] ?? ''));
  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const kept = node.selectors.filter(matches);
        if (kept.length) node.selectors = kept;
        else node.remove();
      } else if (node.type === 'atrule') {
        if (/^(media|supports|layer)$/.test(node.name) && node.nodes) {
          prune(node);
          if (!node.nodes?.length) node.remove();
        } else if (node.name !== 'layer') node.remove();
      }
    });
  };
  const root = postcss.parse(css);
  prune(root);
  return root.toString();
}

/**
 * The first paint no longer waits for the full stylesheet: the page gets the rules its own markup
 * needs inline, and the full sheet loads without blocking (main.tsx switches it on and waits for it
 * before React draws). Its `data-precedence` has React put the styles it hoists (app/theme-styles.tsx)
 * after it, so they override it, rather than first in the head, before even the charset.
 */
function deferStylesheet(html: string, critical: string): string {
  return html.replace(
    STYLESHEET,
    (_, href: string) =>
      `<style data-critical>${critical}</style>\n    <link rel="stylesheet" crossorigin href="${href}" media="print" data-deferred-styles data-precedence="app">`,
  );
}

/** Ids, test ids and the attributes whose value names an id. */
const ID_ATTRIBUTES =
  / (id|data-testid|for|aria-(?:activedescendant|controls|describedby|details|errormessage|labelledby|owns))="[^"]*"/g;

/** The `<style>` elements React or Mantine wrote among the markup (HTML allows them in the head only). */
const INLINE_STYLE = /<style\b[^>]*>[^<]*<\/style>/g;

/** Takes the rendered page's `<style>` elements out of its markup, for the head. */
function hoistStyles(rendered: string): { markup: string; styles: string } {
  const styles = rendered.match(INLINE_STYLE) ?? [];
  return { markup: rendered.replace(INLINE_STYLE, ''), styles: styles.join('\n    ') };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Starts the app as the prerendered page paints (at the first animation frame, or at once if it has
 * painted already), so the page is drawn without sharing the connection and the main thread with the
 * scripts. The page's load event can come before the app has loaded.
 */
const START_SCRIPT = `const { entry } = document.querySelector('script[data-entry]').dataset;
const start = () => {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  // The connection went before the app arrived: load the page again once it is back.
  script.onerror = () => addEventListener('online', () => location.reload(), { once: true });
  document.head.append(script);
};
if (document.visibilityState === 'visible' && !performance.getEntriesByType('paint').length) requestAnimationFrame(start);
else start();
`;

/**
 * Points the page at the start script (a hashed asset) instead of the entry; the entry's own
 * imports load when it does, so the modulepreload links go too.
 */
function deferScripts(html: string, start: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: no entry script in index.html');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script type="module" src="/${start}" data-entry="${entry}"></script>`);
}

/**
 * After the build: the splash page (index.html, every other route) defers its stylesheet, and each
 * page of PRERENDERED_PAGES is rendered by React in Node into its own HTML file; those also start
 * their scripts after the first paint. Each route of PRELOADED_ROUTES gets the splash with its first
 * screen's scripts and stylesheets linked. Every such file is listed in prerendered.json, which the
 * server reads to send it for its path (apps/server/src/http/spa.ts).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const indexFile = path.join(outDir, 'index.html');
      const template = fs.readFileSync(indexFile, 'utf8');
      const href = STYLESHEET.exec(template)?.[1];
      if (!href) throw new Error('prerender: no stylesheet link in index.html');
      const css = fs.readFileSync(path.join(outDir, href), 'utf8');
      // A page's lazy parts bring their own sheets (carousel, page styles): their rules count too.
      const assets = path.join(outDir, 'assets');
      const lazyCss = fs
        .readdirSync(assets)
        .filter((file) => file.endsWith('.css') && `/assets/${file}` !== href)
        .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
        .join('\n');
      const splash = template.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
      const splashPage = deferStylesheet(splash, criticalCss(css, splash));
      fs.writeFileSync(indexFile, splashPage);
      const preloaded = Object.entries(PRELOADED_ROUTES).map(([route, { file, modules }]) => {
        const links = routePreloadLinks(bundle, root, modules, splashPage);
        fs.writeFileSync(path.join(outDir, file), splashPage.replace('</head>', `  ${links}\n  </head>`));
        return [route, file] as const;
      });
      const start = `assets/start-${createHash('sha256').update(START_SCRIPT).digest('hex').slice(0, 8)}.js`;
      fs.writeFileSync(path.join(outDir, start), START_SCRIPT);

      const server = await createServer({
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerender: render } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          prerender: (path: string, data: PrerenderData) => Promise<string>;
        };
        const data = prerenderData(path.resolve(root, '../../content'));
        for (const [page, file] of Object.entries(PRERENDERED_PAGES)) {
          // The copy is a picture of the page until React draws over it: a transparent layer takes
          // the clicks (no handler is there yet), and it has no ids or test ids, so nothing that
          // looks for an element settles on the copy that React is about to replace; nor the
          // attributes that name an id (a label's `for`), which would point at nothing.
          const { markup, styles } = hoistStyles(await render(page, data));
          const copy = markup.replace(ID_ATTRIBUTES, '');
          const body = `${copy}<div style="position:fixed;inset:0;z-index:2147483647"></div>`;
          const html = deferScripts(
            splash
              .replace('</head>', `  ${styles}\n  </head>`)
              .replace(/<div id="root">[\s\S]*?<\/div>\s*<\/body>/, `<div id="root">${body}</div>\n  </body>`),
            start,
          );
          if (!html.includes(body)) throw new Error(`prerender: no #root in index.html for ${page}`);
          fs.writeFileSync(path.join(outDir, file), deferStylesheet(html, criticalCss(`${css}\n${lazyCss}`, html)));
        }
        const pages = { ...PRERENDERED_PAGES, ...Object.fromEntries(preloaded) };
        fs.writeFileSync(path.join(outDir, 'prerendered.json'), JSON.stringify(pages));
      } finally {
        await server.close();
      }
    },
  };
}
