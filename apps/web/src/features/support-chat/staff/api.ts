import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSupportChat, SupportChatMessage, SupportChatStatus, SupportChatSummary } from '@oola/domain';
import { api } from '../../../lib/api';

const base = 'SupportChat/Staff/Conversations';

export const staffChatKeys = {
  all: ['support-chat', 'staff'] as const,
  list: (status: SupportChatStatus) => ['support-chat', 'staff', 'list', status] as const,
  thread: (id: number) => ['support-chat', 'staff', 'thread', id] as const,
};

/** GET SupportChat/Staff/Conversations?status=…: the inbox, newest activity first. */
export function useStaffConversations(status: SupportChatStatus) {
  return useQuery({
    queryKey: staffChatKeys.list(status),
    queryFn: () => api<SupportChatSummary[]>('GET', `${base}?status=${status}`),
  });
}

/** GET SupportChat/Staff/Conversations/{id}. */
export function useStaffConversation(id: number | null) {
  return useQuery({
    queryKey: staffChatKeys.thread(id ?? 0),
    enabled: id !== null,
    queryFn: () => api<StaffSupportChat>('GET', `${base}/${id}`),
  });
}

/** POST …/{id}/Read: staff saw every message so far. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<StaffSupportChat>('POST', `${base}/${id}/Read`),
    onSuccess: (thread) => {
      client.setQueryData(staffChatKeys.thread(thread.id), thread);
      void client.invalidateQueries({ queryKey: staffChatKeys.list(thread.status) });
    },
  });
}

/** POST …/{id}/Messages: answer the visitor. */
export function useStaffReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api<SupportChatMessage>('POST', `${base}/${id}/Messages`, { message }),
    onSettled: () => client.invalidateQueries({ queryKey: staffChatKeys.all }),
  });
}

/** POST …/{id}/Close: end the conversation for the visitor too. */
export function useCloseConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<StaffSupportChat>('POST', `${base}/${id}/Close`),
    onSuccess: () => client.invalidateQueries({ queryKey: staffChatKeys.all }),
  });
}
