import { useQuery } from '@tanstack/react-query';
import type { OolaWheel } from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';

export const oolaScoresKey = (userId: number) => ['dashboard', 'oolaScores', userId] as const;

/** GET Dashboard/GetOolaScores: the member's completed wheels, oldest first. */
export function useOolaScores() {
  const id = getSession()?.userId ?? 0;
  return useQuery({
    queryKey: oolaScoresKey(id),
    enabled: id > 0,
    queryFn: () => api<OolaWheel[]>('GET', 'Dashboard/GetOolaScores'),
  });
}
