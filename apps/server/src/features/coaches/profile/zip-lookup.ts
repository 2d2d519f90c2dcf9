import { COACH_PROFILE_MESSAGES, type ZipLookupResult } from '@oola/domain';
import { notFound } from '../../../core/app-error.js';
import { locateZip } from '../../../geo.js';

/** City and state of a zip code from the offline data; 404 'Please enter a valid Zip Code' when unknown. */
export function lookupZip(zipCode: string, country: string): ZipLookupResult {
  const place = locateZip(zipCode, country);
  if (!place) throw notFound(COACH_PROFILE_MESSAGES.zipNotFound);
  return { zipCode: zipCode.toUpperCase(), country, city: place.city, state: place.state };
}
