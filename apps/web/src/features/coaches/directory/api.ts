import { useQuery } from '@tanstack/react-query';
import type { CoachCard, CoachPublicListing } from '@oola/domain';
import { api } from '../../../lib/api';

export interface CoachSearch {
  name: string;
  zipCode: string;
  country: string;
}

export const coachDirectoryKeys = {
  all: ['coach-directory'] as const,
  search: (search: CoachSearch) => ['coach-directory', 'search', search] as const,
  listing: (coachId: number) => ['coach-directory', 'listing', coachId] as const,
};

/** The zip code goes with the country only when a zip code is given. */
export function searchPath({ name, zipCode, country }: CoachSearch): string {
  const params = new URLSearchParams({ searchTerm: name.trim() });
  if (zipCode.trim()) {
    params.set('zipcode', zipCode.trim());
    params.set('country', country);
  }
  return `FindCoach/GetCoachBySearchTermZipCode?${params.toString()}`;
}

export function useCoachSearch(search: CoachSearch | null) {
  return useQuery({
    queryKey: coachDirectoryKeys.search(search ?? { name: '', zipCode: '', country: '' }),
    queryFn: () => api<CoachCard[]>('GET', searchPath(search!)),
    enabled: search !== null,
    retry: false,
  });
}

export function useCoachListing(coachId: number | null) {
  return useQuery({
    queryKey: coachDirectoryKeys.listing(coachId ?? 0),
    queryFn: () => api<CoachPublicListing>('GET', `Coach/GetDirectoryListingInfoPublic/${coachId}`),
    enabled: coachId !== null,
    retry: false,
  });
}
