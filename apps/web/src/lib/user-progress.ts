import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProgress } from '@oola/domain';
import { api } from './api';
import { dashboardKeys } from './dashboard-keys';
import { getSession } from './session';

/** GET Dashboard/GetUserProgress/{userId}. */
export const userProgressQuery = (id: number) =>
  queryOptions({
    queryKey: dashboardKeys.progress(id),
    queryFn: () => api<UserProgress>('GET', `Dashboard/GetUserProgress/${id}`),
  });

export function useUserProgress() {
  const id = getSession()?.userId ?? 0;
  return useQuery({ ...userProgressQuery(id), enabled: id > 0 });
}
