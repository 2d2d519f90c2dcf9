import { describe, expect, it } from 'vitest';
import { searchTimeZones, timeZoneLabel } from './time-zone-names.js';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');
const ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC'];

describe('timeZoneLabel', () => {
  it('names a zone by its city, its name all year and its offset at that moment', () => {
    expect(timeZoneLabel('America/New_York', WINTER)).toBe('New York (Eastern Time, UTC\u22125)');
    expect(timeZoneLabel('America/New_York', SUMMER)).toBe('New York (Eastern Time, UTC\u22124)');
    expect(timeZoneLabel('America/Los_Angeles', WINTER)).toBe('Los Angeles (Pacific Time, UTC\u22128)');
    expect(timeZoneLabel('Europe/Paris', SUMMER)).toBe('Paris (Central European Time, UTC+2)');
    expect(timeZoneLabel('Asia/Kolkata', WINTER)).toBe('Kolkata (India Standard Time, UTC+5:30)');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', WINTER)).toBe(
      'Buenos Aires (Argentina Standard Time, UTC\u22123)',
    );
  });

  it('names UTC by its name alone, as it is no place', () => {
    expect(timeZoneLabel('UTC', WINTER)).toBe('Coordinated Universal Time (UTC+0)');
  });

  it('never shows the IANA id of any zone', () => {
    for (const zone of ZONES.filter((id) => id.includes('_'))) {
      expect(timeZoneLabel(zone, WINTER)).not.toContain(zone);
      expect(timeZoneLabel(zone, WINTER)).not.toContain('_');
    }
  });
});

describe('searchTimeZones', () => {
  const find = (query: string) => searchTimeZones(ZONES, query, WINTER);

  it('finds a city by its name with spaces, as the id writes it, and by a word of it', () => {
    expect(find('New York')[0]).toBe('America/New_York');
    expect(find('new_york')[0]).toBe('America/New_York');
    expect(find('york')).toContain('America/New_York');
    expect(find('Los Angeles')).toEqual(['America/Los_Angeles']);
    expect(find('são paulo')).toEqual(['America/Sao_Paulo']);
  });

  it('finds zones by their common name, cities named so first', () => {
    expect(find('Pacific')).toContain('America/Los_Angeles');
    expect(find('Pacific').indexOf('America/Los_Angeles')).toBeLessThan(find('Pacific').indexOf('Pacific/Auckland'));
    expect(find('Eastern Time')).toContain('America/New_York');
    expect(find('Central European')).toContain('Europe/Berlin');
  });

  it('finds zones by their abbreviations, in winter and in summer', () => {
    expect(find('EST')).toContain('America/New_York');
    expect(find('edt')).toContain('America/New_York');
    expect(find('PST')).toContain('America/Los_Angeles');
    expect(find('CET')).toEqual(expect.arrayContaining(['Europe/Paris', 'Europe/Berlin']));
    expect(find('CET')).not.toContain('America/New_York');
    expect(find('UTC')[0]).toBe('UTC');
  });

  it('keeps the order it was given among equals, and every zone for an empty query', () => {
    expect(searchTimeZones(['Europe/Paris', 'Europe/Berlin'], 'europe', WINTER)).toEqual([
      'Europe/Paris',
      'Europe/Berlin',
    ]);
    expect(searchTimeZones(['UTC', 'Europe/Paris'], '  ', WINTER)).toEqual(['UTC', 'Europe/Paris']);
    expect(find('Atlantis')).toEqual([]);
  });
});
