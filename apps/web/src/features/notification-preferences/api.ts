import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, UpdateNotificationPreferences } from '@oola/domain';
import { api } from '../../lib/api';

/** Query keys of the notification preferences. */
export const notificationPreferenceKeys = {
  all: ['notification-preferences'] as const,
};

/** GET Account/NotificationPreferences: which e-mails the person gets. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferenceKeys.all,
    queryFn: () => api<NotificationPreferences>('GET', 'Account/NotificationPreferences'),
  });
}

/**
 * PUT Account/NotificationPreferences with the fields that changed; answers every preference. Saves go
 * one after another in the order they were made, and the form shows each change at once: an answer
 * replaces the form only when no later save waits, so a second change made quickly is never undone.
 */
export function useUpdateNotificationPreferences() {
  const client = useQueryClient();
  const mutationKey = notificationPreferenceKeys.all;
  return useMutation({
    mutationKey,
    scope: { id: 'notification-preferences' },
    mutationFn: (changes: UpdateNotificationPreferences) =>
      api<NotificationPreferences>('PUT', 'Account/NotificationPreferences', changes),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: notificationPreferenceKeys.all });
      client.setQueryData<NotificationPreferences>(notificationPreferenceKeys.all, (shown) =>
        shown ? { ...shown, ...changes } : shown,
      );
    },
    onSuccess: (saved) => {
      if (client.isMutating({ mutationKey }) === 1) client.setQueryData(notificationPreferenceKeys.all, saved);
    },
    onError: () => client.invalidateQueries({ queryKey: notificationPreferenceKeys.all }),
  });
}
