import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoachCard,
  CoachPick,
  FindCoachQuestion,
  MemberCoachProfile,
  MyCoach,
  SaveCoachMatchRequest,
} from '@oola/domain';
import { api } from '../../../lib/api';
import { updateSession } from '../../../lib/session';

/** Query keys of the find-a-coach feature. */
export const findCoachKeys = {
  all: ['find-coach'] as const,
  search: (term: string) => ['find-coach', 'search', term] as const,
  questions: ['find-coach', 'questions'] as const,
  picks: ['find-coach', 'picks'] as const,
  myCoach: ['find-coach', 'my-coach'] as const,
  listing: (coachId: number) => ['find-coach', 'listing', coachId] as const,
};

/** GET FindCoach/GetCoachBySearchTerm/{term}: only for a non-empty term. */
export function useCoachNameSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: findCoachKeys.search(trimmed),
    queryFn: () => api<CoachCard[]>('GET', `FindCoach/GetCoachBySearchTerm/${encodeURIComponent(trimmed)}`),
    enabled: trimmed !== '',
    retry: false,
  });
}

/** GET FindCoach/GetAssessmentQuestions: the questionnaire with the member's saved answers. */
export function useCoachQuestions(enabled: boolean) {
  return useQuery({
    queryKey: findCoachKeys.questions,
    queryFn: () => api<FindCoachQuestion[]>('GET', 'FindCoach/GetAssessmentQuestions'),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** POST FindCoach/SaveAssessment; the picks are ranked again after it. */
export function useSaveCoachAssessment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCoachMatchRequest) => api<null>('POST', 'FindCoach/SaveAssessment', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: findCoachKeys.questions }),
        client.removeQueries({ queryKey: findCoachKeys.picks }),
      ]),
  });
}

/** GET FindCoach/GetCoachPicks: the top 3, once the questionnaire is saved. */
export function useCoachPicks(enabled: boolean) {
  return useQuery({
    queryKey: findCoachKeys.picks,
    queryFn: () => api<CoachPick[]>('GET', 'FindCoach/GetCoachPicks'),
    enabled,
    retry: false,
  });
}

/** GET FindCoach/GetCoachByUser: the member's coach, or null. */
export function useMyCoach(enabled = true) {
  return useQuery({
    queryKey: findCoachKeys.myCoach,
    queryFn: () => api<MyCoach>('GET', 'FindCoach/GetCoachByUser'),
    enabled,
    retry: false,
  });
}

/** GET Coach/GetDirectoryListingInfo/{userId}: a coach's listing as the member sees it. */
export function useMemberCoachListing(coachId: number | null) {
  return useQuery({
    queryKey: findCoachKeys.listing(coachId ?? 0),
    queryFn: () => api<MemberCoachProfile>('GET', `Coach/GetDirectoryListingInfo/${coachId}`),
    enabled: coachId !== null,
    retry: false,
  });
}

/** POST FindCoach/SkipCoachSelection: "not now" is kept for the member, and the session says so (decision 089). */
export function useSkipCoachSelection() {
  return useMutation({
    mutationFn: () => api<null>('POST', 'FindCoach/SkipCoachSelection'),
    onSuccess: () => updateSession({ coachSelectionSkipped: true }),
  });
}
