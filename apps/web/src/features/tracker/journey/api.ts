import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionItem, TopSevenGoalsResponse } from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { trackerKeys } from '../../../lib/tracker-keys';
import { SAMPLE_TOP_SEVEN } from './sample-top-seven';

export const actionKeys = {
  topSeven: (userId: number) => ['goals', 'topSeven', userId] as const,
};

const userId = () => getSession()?.userId ?? 0;

/**
 * GET goals/GetUserTopSevenGoals/{userId}: the top 7 and today's actions. On
 * failure the built-in sample of seven goals is used (sample-top-seven.ts).
 */
export function useTopSevenGoals() {
  return useQuery({
    queryKey: actionKeys.topSeven(userId()),
    staleTime: 0,
    retry: false,
    queryFn: async (): Promise<TopSevenGoalsResponse & { sample: boolean }> => {
      try {
        return {
          ...(await api<TopSevenGoalsResponse>('GET', `goals/GetUserTopSevenGoals/${userId()}`)),
          sample: false,
        };
      } catch {
        return { topGoals: SAMPLE_TOP_SEVEN, actions: [], sample: true };
      }
    },
  });
}

/** POST Actions: today's 3-15 actions (Step 3 save). */
export function useSaveActions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actions: string[]) => api<{ actions: ActionItem[] }>('POST', 'Actions', { userId: userId(), actions }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: actionKeys.topSeven(userId()) }),
        queryClient.invalidateQueries({ queryKey: trackerKeys.all }),
      ]),
  });
}
