import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequested, RequestPasswordResetInput, ResetPasswordInput } from '@oola/domain';
import { api } from '../../lib/api';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestPasswordResetInput) =>
      api<PasswordResetRequested>('POST', 'Account/RequestPasswordReset', body),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => api<null>('POST', 'Account/ResetPassword', body) });
}
