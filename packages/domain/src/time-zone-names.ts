import { dateTimeFormat } from './date-format.js';

/**
 * Zones as people name them ('New York (Eastern Time, UTC−5)') and found by what people type
 * ('New York', 'Pacific', 'EST', 'CET'), from the runtime's own zone names: no list of our own.
 */

function zoneNameAt(timeZone: string, at: Date, style: Intl.DateTimeFormatOptions['timeZoneName']): string {
  const parts = dateTimeFormat('en-US', { timeZone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** English has no name for this zone, only an offset ('GMT+03:00'). */
const isOffsetOnly = (name: string): boolean => /^GMT([+-]|$)/.test(name);

/** 'New York' of 'America/New_York', 'Buenos Aires' of 'America/Argentina/Buenos_Aires'. */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}

/**
 * The zone's name in English that does not change with the season ('Eastern Time'), or its name at
 * `at` where it has no such name ('Coordinated Universal Time'); null when it has only an offset.
 */
function zoneLongName(timeZone: string, at: Date): string | null {
  const generic = zoneNameAt(timeZone, at, 'longGeneric');
  if (!isOffsetOnly(generic)) return generic;
  const long = zoneNameAt(timeZone, at, 'long');
  return isOffsetOnly(long) ? null : long;
}

/** 'UTC−5', 'UTC+5:30', 'UTC+0': the zone's offset at `at`, with a true minus sign. */
export function timeZoneOffset(timeZone: string, at: Date): string {
  const offset = zoneNameAt(timeZone, at, 'shortOffset').replace(/^GMT/, '') || '+0';
  return `UTC${offset.replace('-', '\u2212')}`;
}

/**
 * How a zone reads for a person at the moment `at` (the offset is the one then):
 * 'New York (Eastern Time, UTC−5)', 'Coordinated Universal Time (UTC+0)' for a zone that is no place.
 */
export function timeZoneLabel(timeZone: string, at: Date): string {
  const name = zoneLongName(timeZone, at);
  const offset = timeZoneOffset(timeZone, at);
  if (!timeZone.includes('/')) return name ? `${name} (${offset})` : `${timeZone} (${offset})`;
  return `${timeZoneCity(timeZone)} (${name ? `${name}, ` : ''}${offset})`;
}

/** Lower case, accents off, every run of punctuation or space one space: 'new york'. */
const normalize = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();

const wordsOf = (text: string): string[] => normalize(text).split(' ').filter(Boolean);

/** 'EST' of 'Eastern Standard Time', 'CET' of 'Central European Time'. */
const initials = (name: string): string =>
  wordsOf(name)
    .map((word) => word[0])
    .join('');

interface SearchWords {
  city: string[];
  /** Its English names in winter, in summer and for the whole year, and their abbreviations. */
  names: string[];
  /** The rest of the id: 'america', 'argentina'. */
  region: string[];
}

const searchWords = new Map<string, SearchWords>();

function wordsFor(timeZone: string, year: number): SearchWords {
  const key = `${timeZone}|${year}`;
  const cached = searchWords.get(key);
  if (cached) return cached;
  const seasons = [new Date(Date.UTC(year, 0, 15)), new Date(Date.UTC(year, 6, 15))];
  const names = new Set<string>();
  for (const at of seasons) {
    for (const style of ['long', 'longGeneric'] as const) {
      const name = zoneNameAt(timeZone, at, style);
      if (isOffsetOnly(name)) continue;
      wordsOf(name).forEach((word) => names.add(word));
      // 'EST', 'EDT', 'ET', 'CET', 'CEST', 'BST': as English abbreviates them.
      names.add(initials(name));
    }
  }
  const words: SearchWords = {
    city: wordsOf(timeZoneCity(timeZone)),
    names: [...names],
    region: wordsOf(timeZone.split('/').slice(0, -1).join(' ')),
  };
  searchWords.set(key, words);
  return words;
}

/** Every word of the query begins one of `words`. */
const matchesAll = (query: string[], words: string[]): boolean =>
  query.every((part) => words.some((word) => word.startsWith(part)));

/**
 * The zones of `timeZones` that `query` finds, in their order, those found by their city first, then
 * those found by their name or its abbreviation ('Pacific', 'PST'), then by their region ('America').
 * Each word of the query must begin a word of the zone, so 'New York' and 'new_york' find New York.
 */
export function searchTimeZones(timeZones: readonly string[], query: string, at: Date): string[] {
  const parts = wordsOf(query);
  if (parts.length === 0) return [...timeZones];
  const year = at.getUTCFullYear();
  const ranked: string[][] = [[], [], []];
  for (const timeZone of timeZones) {
    const { city, names, region } = wordsFor(timeZone, year);
    if (matchesAll(parts, city)) ranked[0]!.push(timeZone);
    else if (matchesAll(parts, [...city, ...names])) ranked[1]!.push(timeZone);
    else if (matchesAll(parts, [...city, ...names, ...region])) ranked[2]!.push(timeZone);
  }
  return ranked.flat();
}
