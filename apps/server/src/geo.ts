import zipcodes from 'zipcodes';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Place extends Point {
  city: string;
  state: string;
}

/** A US zip code or Canadian postal code from an offline table (no network); null when unknown. */
export function locateZip(zip: string, country: string): Place | null {
  if (country !== 'US' && country !== 'CA') return null;
  const normalized = country === 'US' ? zip.slice(0, 5) : zip.replace(/\s+/g, '').toUpperCase();
  const info = zipcodes.lookup(normalized);
  return info ? { latitude: info.latitude, longitude: info.longitude, city: info.city, state: info.state } : null;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
