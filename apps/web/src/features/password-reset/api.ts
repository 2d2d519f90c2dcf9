import { useMutation, useQuery } from '@tanstack/react-query';
import type { PasswordResetRequested, RequestPasswordResetInput, ResetPasswordInput } from '@oola/domain';
import { api } from '../../lib/api';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestPasswordResetInput) =>
      api<PasswordResetRequested>('POST', 'Account/RequestPasswordReset', body),
  });
}

/** GET Account/ResetPassword/Check: whether the link still works (a 400 says why not); it stays usable. */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset', 'check', token],
    enabled: token !== '',
    queryFn: () => api<null>('GET', `Account/ResetPassword/Check?token=${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => api<null>('POST', 'Account/ResetPassword', body) });
}
