import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Where a feature may live, and the entries in those places that are shared code, not a feature. */
const PLACES = {
  server: { dir: 'apps/server/src/features', shared: [] },
  web: { dir: 'apps/web/src/features', shared: [] },
  domain: { dir: 'packages/domain/src/schemas', shared: ['primitives', 'errors'] },
  db: { dir: 'apps/server/src/db/schema', shared: ['index', 'column-types', 'shared-state', 'identity'] },
  e2e: { dir: 'e2e', shared: ['support', 'journeys'] },
} as const;
type Place = keyof typeof PLACES;

export interface FeatureEntry {
  name: string;
  /** Each place's path (from the repository's root) where the feature lives there. */
  places: Partial<Record<Place, string>>;
  /** First segments of the paths under /api its server folder serves ('Actions' for /api/Actions/...). */
  apiPrefixes: string[];
  /** First segments of the page paths its web folder serves ('dashboard' for /dashboard). */
  pagePrefixes: string[];
}

function listNames(place: Place): Map<string, string> {
  const { dir, shared } = PLACES[place];
  const names = new Map<string, string>();
  for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
    // A concept with several parts is a folder in every place (domain/schemas/coaching/, db/schema/coaching/).
    const isFolder = entry.isDirectory();
    const isSchema = entry.isFile() && /^[a-z-]+\.ts$/.test(entry.name) && (place === 'domain' || place === 'db');
    if (!isFolder && !isSchema) continue;
    const name = entry.name.replace(/\.ts$/, '');
    if (!(shared as readonly string[]).includes(name)) names.set(name, `${dir}/${entry.name}`);
  }
  return names;
}

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

/** One spelling per prefix, matched case-insensitively as the server matches paths. */
function uniquePrefixes(prefixes: string[]): string[] {
  const seen = new Map<string, string>();
  for (const prefix of prefixes) if (!seen.has(prefix.toLowerCase())) seen.set(prefix.toLowerCase(), prefix);
  return [...seen.values()].sort(byName);
}

/**
 * The /api paths a server folder registers, read from its route files: the path written in the call
 * (`app.get('/Actions/...'`), or, where the call takes a variable, in a route table's `path: '/...'` or a
 * tuple `['/Customer/...', ...]` the file loops over. (A test compares them with the OpenAPI document's.)
 */
const ROUTE_PATH = /(?:\b\w+\.(?:get|post|put|patch|delete)\(\s*|\bpath: |\[\s*)['"`]\/([A-Za-z][A-Za-z0-9]*)[/'"`]/g;

export function apiPrefixesOf(folder: string): string[] {
  const prefixes: string[] = [];
  for (const file of sourceFiles(path.join(repoRoot, folder), /routes\.ts$/)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, prefix] of text.matchAll(ROUTE_PATH)) prefixes.push(prefix!);
  }
  // The image store answers at /media/..., outside /api.
  return uniquePrefixes(prefixes.filter((prefix) => prefix !== 'media'));
}

/** The page paths a web folder routes (its routes.tsx files' `path: '...'`), by their first segment. */
function pagePrefixesOf(folder: string): string[] {
  const prefixes: string[] = [];
  for (const file of sourceFiles(path.join(repoRoot, folder), /^routes\.tsx$/)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, route] of text.matchAll(/\bpath: '([^']*)'/g)) prefixes.push(route!.split('/')[0] || '/');
  }
  return uniquePrefixes(prefixes);
}

/** Every feature: its name in each place it lives, and the URL prefixes it serves. */
export function featureMap(): FeatureEntry[] {
  const found = Object.fromEntries(Object.keys(PLACES).map((place) => [place, listNames(place as Place)])) as Record<
    Place,
    Map<string, string>
  >;
  const names = new Set(Object.values(found).flatMap((names) => [...names.keys()]));
  return [...names].sort().map((name) => {
    const places = Object.fromEntries(
      (Object.keys(PLACES) as Place[]).flatMap((place) => {
        const where = found[place].get(name);
        return where ? [[place, where]] : [];
      }),
    ) as FeatureEntry['places'];
    return {
      name,
      places,
      apiPrefixes: places.server ? apiPrefixesOf(places.server) : [],
      pagePrefixes: places.web ? pagePrefixesOf(places.web) : [],
    };
  });
}

const link = (where: string | undefined, label: string) => (where ? `[${label}](../${where})` : '');
const list = (items: string[]) => items.join(', ');

/** The generated feature map of docs/architecture.md: feature → places, and URL prefix → folders. */
export function featureMapSection(): string {
  const features = featureMap();
  const lines = [
    '| feature | server | web | domain schema | db schema | e2e | `/api/` prefixes | page paths |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...features.map(({ name, places, apiPrefixes, pagePrefixes }) =>
      [
        `**${name}**`,
        link(places.server, 'server'),
        link(places.web, 'web'),
        link(places.domain, 'schema'),
        link(places.db, 'tables'),
        link(places.e2e, 'specs'),
        list(apiPrefixes.map((prefix) => `\`${prefix}/\``)),
        list(pagePrefixes.map((prefix) => (prefix === '*' ? 'any other' : `\`/${prefix.replace(/^\//, '')}\``))),
      ].join(' | '),
    ),
  ];
  const servedBy = new Map<string, { spelling: string; api: boolean; folders: string[] }>();
  for (const { name, places, apiPrefixes, pagePrefixes } of features) {
    const add = (prefix: string, api: boolean, folder: string) => {
      const key = `${api ? 'api' : 'page'}:${prefix.toLowerCase()}`;
      const entry = servedBy.get(key) ?? { spelling: prefix, api, folders: [] };
      entry.folders.push(`[${name}](../${folder})`);
      servedBy.set(key, entry);
    };
    for (const prefix of apiPrefixes) add(prefix, true, places.server!);
    for (const prefix of pagePrefixes) add(prefix, false, places.web!);
  }
  const prefixRows = [...servedBy.values()]
    .sort((a, b) => Number(b.api) - Number(a.api) || byName(a.spelling, b.spelling))
    .map(({ spelling, api, folders }) => {
      const url = api ? `\`/api/${spelling}/\`` : spelling === '*' ? 'any other page path' : `\`/${spelling}\``;
      return `| ${url} | ${folders.join(', ')} |`;
    });
  return [
    ...lines,
    '',
    '#### URL prefix → folder',
    '',
    'Paths are matched without regard to letter case. A prefix several folders serve is the spec’s (the',
    'original client calls those paths), shared by the features whose calls it groups.',
    '',
    '| URL prefix | served from |',
    '| --- | --- |',
    ...prefixRows,
  ].join('\n');
}
