import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountMessage,
  AccountOverview,
  AccountSession,
  ChangeEmailInput,
  ChangePasswordInput,
  ChangePhoneInput,
  EmailChangeConfirmed,
} from '@oola/domain';
import { api } from '../../lib/api';

/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  overview: ['account', 'overview'] as const,
  sessions: ['account', 'sessions'] as const,
};

/** A 409 (an address in use) belongs in the form, not in the generic error modal. */
const inForm = { handleConflict: true };

export function useAccountOverview() {
  return useQuery({ queryKey: accountKeys.overview, queryFn: () => api<AccountOverview>('GET', 'Account') });
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: () => api<AccountSession[]>('GET', 'Account/Sessions') });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api<AccountMessage>('PUT', 'Account/Password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => api<AccountMessage>('POST', 'Account/Email', body, inForm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.overview }),
  });
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePhoneInput) => api<AccountMessage>('PUT', 'Account/Phone', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.overview }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => api<null>('DELETE', `Account/Sessions/${sessionId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AccountMessage>('POST', 'Account/Sessions/EndOthers'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** The new address's link: runs once when the page opens (a token works once). */
export function useConfirmEmailChange(token: string) {
  return useQuery({
    queryKey: ['account', 'confirm-email', token],
    queryFn: () => api<EmailChangeConfirmed>('POST', 'Account/ConfirmEmailChange', { token }, inForm),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
