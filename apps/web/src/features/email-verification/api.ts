import { useQuery } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@oola/domain';
import { api } from '../../lib/api';

/** Uses the link's token once per page visit (a token works only once, so it is never retried). */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['email-verification', token],
    queryFn: () => api<VerifyEmailResponse>('POST', 'Account/VerifyEmail', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
