import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoalsGroupedByStatus } from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { goalKeys } from '../api';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { achievementKeys } from '../../achievements';

const userId = () => getSession()?.userId ?? 0;

/** Under the goals feature's keys, so its add, edit and delete hooks refresh My Goals too. */
export const goalsByStatusKey = (id: number) => [...goalKeys.all, 'groupedByStatus', id] as const;

/** GET goals/GetUserGoalsGroupedByStatus/{userId}. */
export const goalsByStatusQuery = (id: number) =>
  queryOptions({
    queryKey: goalsByStatusKey(id),
    queryFn: () => api<GoalsGroupedByStatus>('GET', `goals/GetUserGoalsGroupedByStatus/${id}`),
  });

export function useGoalsByStatus(enabled = true) {
  const id = userId();
  return useQuery({ ...goalsByStatusQuery(id), enabled: enabled && id > 0 });
}

/** A status change answers the goals by status; completing one also moves My Progress and the badges. */
function useStatusChange(path: 'SetGoalInProgress' | 'CompleteDashboardGoal') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goalId: number) => api<GoalsGroupedByStatus>('PUT', `Goals/${path}`, { userId: userId(), id: goalId }),
    onSuccess: (grouped) => {
      const id = userId();
      client.setQueryData(goalsByStatusKey(id), grouped);
      // The rest of the goals feature (top 7 of the tracker, journey lists); this answer is already fresh.
      void client.invalidateQueries({
        queryKey: goalKeys.all,
        predicate: (query) => query.queryKey[1] !== 'groupedByStatus',
      });
      if (path === 'CompleteDashboardGoal') {
        void client.invalidateQueries({ queryKey: dashboardKeys.progress(id) });
        void client.invalidateQueries({ queryKey: achievementKeys.profileInformation(id) });
      }
    },
  });
}

/** PUT Goals/SetGoalInProgress (Add to My Top 7; a 409 opens the Error modal with the spec's message). */
export function useSetGoalInProgress() {
  return useStatusChange('SetGoalInProgress');
}

/** PUT Goals/CompleteDashboardGoal. */
export function useCompleteDashboardGoal() {
  return useStatusChange('CompleteDashboardGoal');
}
