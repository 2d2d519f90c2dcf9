import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUserStep } from '@oola/domain';
import { api } from './api';
import { getSession, updateSession } from './session';

export const currentStepKey = (userId: number) => ['customer', 'currentStep', userId] as const;

/** GET customer/GetCurrentUserStep/{userId}; keeps the session's step in sync. A 401 signs out (api). */
export const currentStepQuery = (userId: number) =>
  queryOptions({
    queryKey: currentStepKey(userId),
    staleTime: 0,
    queryFn: async () => {
      const step = await api<CurrentUserStep>('GET', `customer/GetCurrentUserStep/${userId}`);
      const current = getSession();
      if (current && current.userTypeId !== 4) updateSession({ userStepId: step.userStepId, level: step.level });
      return step;
    },
  });

export function useCurrentStep() {
  const session = getSession();
  return useQuery({ ...currentStepQuery(session?.userId ?? 0), enabled: session !== null });
}
