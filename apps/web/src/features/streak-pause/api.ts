import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StreakPauseState } from '@oola/domain';
import { api } from '../../lib/api';

/** Query keys of the streak pause. */
export const streakPauseKeys = {
  all: ['streak-pause'] as const,
};

/** GET Account/StreakPause: the running pause and the paused days left. */
export function useStreakPause() {
  return useQuery({
    queryKey: streakPauseKeys.all,
    queryFn: () => api<StreakPauseState>('GET', 'Account/StreakPause'),
  });
}

/**
 * POST (start, { days }) or DELETE (end) Account/StreakPause. A pause changes the streak and the
 * missed-day prompt, so every query reloads; a refusal (409) opens the 'Error' modal.
 */
export function useChangeStreakPause() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) =>
      days === null
        ? api<StreakPauseState>('DELETE', 'Account/StreakPause')
        : api<StreakPauseState>('POST', 'Account/StreakPause', { days }),
    onSuccess: async (state) => {
      client.setQueryData(streakPauseKeys.all, state);
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== streakPauseKeys.all[0] });
    },
  });
}
