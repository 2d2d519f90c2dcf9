import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  EmailStatus,
  OutboxMessage,
  OutboxMessageDetail,
  OutboxPush,
  PushStatus,
  UnsubscribeCheck,
  UnsubscribeResult,
} from '@oola/domain';
import { api } from '../../lib/api';

const base = 'Support/Outbox';

/** GET Support/Outbox[?status=…]: the newest messages first. */
export function useOutbox(status: EmailStatus | null) {
  return useQuery({
    queryKey: ['outbox', 'list', status ?? 'all'],
    queryFn: () => api<OutboxMessage[]>('GET', status ? `${base}?status=${status}` : base),
  });
}

/** GET Support/Outbox/Pushes[?status=…]: the newest web pushes first. */
export function useOutboxPushes(status: PushStatus | null) {
  return useQuery({
    queryKey: ['outbox', 'pushes', status ?? 'all'],
    queryFn: () => api<OutboxPush[]>('GET', status ? `${base}/Pushes?status=${status}` : `${base}/Pushes`),
  });
}

/** GET Support/Outbox/{id}: one message with its HTML and text. */
export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: ['outbox', 'message', id ?? 0],
    enabled: id !== null,
    queryFn: () => api<OutboxMessageDetail>('GET', `${base}/${id}`),
  });
}

/** GET Account/Unsubscribe/Check: what the link would turn off; a 400 when it is not valid. */
export function useUnsubscribeCheck(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', 'check', token],
    enabled: token !== '',
    queryFn: () => api<UnsubscribeCheck>('GET', `Account/Unsubscribe/Check?token=${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST Account/Unsubscribe: turns the link's category off (the same call as a mail client's one click). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api<UnsubscribeResult>('POST', `Account/Unsubscribe?token=${encodeURIComponent(token)}`),
  });
}
