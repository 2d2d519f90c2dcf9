import { useQuery } from '@tanstack/react-query';
import type { CoachClient, CoachStats } from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the coach portal's client list and stats. */
export const coachClientsKeys = {
  all: ['coach-clients'] as const,
  clients: (id: number) => ['coach-clients', 'clients', id] as const,
  stats: (id: number) => ['coach-clients', 'stats', id] as const,
};

/** GET Coach/GetMyClients/{userId}: active and past clients with their progress. */
export function useMyClients() {
  const id = userId();
  return useQuery({
    queryKey: coachClientsKeys.clients(id),
    enabled: id > 0,
    retry: false,
    queryFn: () => api<CoachClient[]>('GET', `Coach/GetMyClients/${id}`),
  });
}

/** GET Coach/GetMyStats/{userId}: MY STATS. */
export function useMyStats() {
  const id = userId();
  return useQuery({
    queryKey: coachClientsKeys.stats(id),
    enabled: id > 0,
    queryFn: () => api<CoachStats>('GET', `Coach/GetMyStats/${id}`),
  });
}
