import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OolaWheel } from '@oola/domain';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

export const oolaScoresKey = (userId: number) => ['dashboard', 'oolaScores', userId] as const;

/** GET Dashboard/GetOolaScores: the member's completed wheels, oldest first. */
export const oolaScoresQuery = (userId: number) =>
  queryOptions({
    queryKey: oolaScoresKey(userId),
    queryFn: () => api<OolaWheel[]>('GET', 'Dashboard/GetOolaScores'),
  });

export function useOolaScores() {
  const id = getSession()?.userId ?? 0;
  return useQuery({ ...oolaScoresQuery(id), enabled: id > 0 });
}
