import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailVerificationStatus, VerificationLinkSent, VerifyEmailResponse } from '@oola/domain';
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

export const emailVerificationKeys = { status: ['email-verification', 'status'] as const };

/** GET Account/EmailVerification: the signed-in member's address and whether it is verified. */
export function useEmailVerificationStatus() {
  return useQuery({
    queryKey: emailVerificationKeys.status,
    queryFn: () => api<EmailVerificationStatus>('GET', 'Account/EmailVerification'),
    staleTime: 5 * 60 * 1000,
  });
}

/** POST Account/ResendVerificationEmail: a new link by e-mail (the earlier ones stop working). */
export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: () => api<VerificationLinkSent>('POST', 'Account/ResendVerificationEmail'),
  });
}
