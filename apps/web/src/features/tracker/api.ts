import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTIONS, type ActionListResponse, type UpdateInsertActionRequest } from '@oola/domain';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { trackerKeys } from '../../lib/tracker-keys';
import { dashboardKeys } from '../../lib/dashboard-keys';
import { achievementKeys } from '../achievements';
import { QUEUED, writeOrQueue } from '../offline';

const userId = () => getSession()?.userId ?? 0;

/** GET Actions/GetUserNotCompletedActions/{userId}/{dayOffset}: one day's actions (0 Today ... 6). */
export const dayActionsQuery = (id: number, offset: number) =>
  queryOptions({
    queryKey: trackerKeys.day(id, offset),
    queryFn: () => api<ActionListResponse>('GET', `Actions/GetUserNotCompletedActions/${id}/${offset}`),
  });

export function useDayActions(offset: number, enabled = true) {
  const id = userId();
  return useQuery({ ...dayActionsQuery(id, offset), enabled: enabled && id > 0 });
}

/**
 * After a change the tracker reloads 1 second later (spec: tracker reload delay),
 * with My Progress and the achievements a completion may have moved.
 */
function useReload() {
  const client = useQueryClient();
  return () =>
    new Promise<void>((resolve) => {
      window.setTimeout(() => {
        const id = userId();
        void Promise.all([
          client.invalidateQueries({ queryKey: trackerKeys.all }),
          client.invalidateQueries({ queryKey: dashboardKeys.progress(id) }),
          client.invalidateQueries({ queryKey: achievementKeys.profileInformation(id) }),
        ]).then(() => resolve());
      }, ACTIONS.trackerReloadDelayMs);
    });
}

/** `worksOffline`: the call keeps its write on the device itself, so it runs offline instead of pausing. */
function useTrackerMutation<T>(run: (value: T) => Promise<unknown>, worksOffline = false) {
  const reload = useReload();
  return useMutation({
    mutationFn: run,
    // A write kept on the device waits for no reload (it would wait for the network); OfflineSync reloads.
    onSuccess: (result) => (result === QUEUED ? undefined : reload()),
    networkMode: worksOffline ? 'always' : 'online',
  });
}

/** PUT Actions/AsyncCompleteAction (userId, id): the tracker's step, at step three and on the dashboard; kept on the device while offline. */
export const useCompleteStep = () =>
  useTrackerMutation(
    ({ id, text, day }: { id: number; text: string; day: string }) =>
      writeOrQueue({
        kind: 'complete-action',
        method: 'PUT',
        path: 'Actions/AsyncCompleteAction',
        body: { userId: userId(), id },
        day,
        label: text,
        targetId: id,
      }),
    true,
  );

/** POST Actions/UpdateInsertActions (userId, actions): the TRACKER rows. */
export const useSaveTrackerRows = () =>
  useTrackerMutation((actions: { id?: number; text: string }[]) =>
    api('POST', 'Actions/UpdateInsertActions', { userId: userId(), actions }),
  );

/** POST Actions/UpdateInsertAction (Id, Text, UnlockedDate, ActionRepeating): DAILY ACTIONS. */
export const useSaveDailyAction = () =>
  useTrackerMutation((body: UpdateInsertActionRequest) => api('POST', 'Actions/UpdateInsertAction', body));

/** POST Actions/AsyncInsertEmptyCompletedAction (userId, text); kept on the device while offline. */
export const useInsertEmptyCompleted = () =>
  useTrackerMutation(
    (day: string) =>
      writeOrQueue({
        kind: 'empty-step',
        method: 'POST',
        path: 'Actions/AsyncInsertEmptyCompletedAction',
        body: { userId: userId(), text: '' },
        day,
        label: 'Step taken',
      }),
    true,
  );

/** DELETE Actions/{id}. */
export const useDeleteAction = () => useTrackerMutation((id: number) => api('DELETE', `Actions/${id}`));

/** PUT Actions/CancelRepeatActions/{id}. */
export const useCancelRepeat = () =>
  useTrackerMutation((id: number) => api('PUT', `Actions/CancelRepeatActions/${id}`));

/** PUT AdditionalCourse/ReactivateActionSteps/{userId}/{courseId}/{restartFlag}: the missed-day modal's answer. */
export function useReactivate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, restart }: { courseId: number; restart: boolean }) =>
      api('PUT', `AdditionalCourse/ReactivateActionSteps/${userId()}/${courseId}/${restart}`),
    onSuccess: () => client.invalidateQueries({ queryKey: trackerKeys.all }),
  });
}
