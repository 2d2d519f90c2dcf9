import { useQuery } from '@tanstack/react-query';
import type { EmailStatus, OutboxMessage, OutboxMessageDetail } from '@oola/domain';
import { api } from '../../lib/api';

const base = 'Support/Outbox';

/** GET Support/Outbox[?status=…]: the newest messages first. */
export function useOutbox(status: EmailStatus | null) {
  return useQuery({
    queryKey: ['outbox', 'list', status ?? 'all'],
    queryFn: () => api<OutboxMessage[]>('GET', status ? `${base}?status=${status}` : base),
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
