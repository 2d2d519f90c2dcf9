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

/** What the form shows before the answer: the changes over what it showed, channels and quiet hours merged. */
function withChanges(shown: NotificationPreferences, changes: UpdateNotificationPreferences): NotificationPreferences {
  const { channels, quietHours, ...switches } = changes;
  const chosen = Object.fromEntries(Object.entries(channels ?? {}).filter(([, channel]) => channel !== undefined));
  return {
    ...shown,
    ...switches,
    channels: { ...shown.channels, ...chosen },
    quietHours: { ...shown.quietHours, ...quietHours },
  };
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
        shown ? withChanges(shown, changes) : shown,
      );
    },
    onSuccess: (saved) => {
      if (client.isMutating({ mutationKey }) === 1) client.setQueryData(notificationPreferenceKeys.all, saved);
    },
    onError: () => client.invalidateQueries({ queryKey: notificationPreferenceKeys.all }),
  });
}
