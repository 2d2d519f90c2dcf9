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

/** PUT Account/NotificationPreferences with the fields that changed; answers every preference. */
export function useUpdateNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateNotificationPreferences) =>
      api<NotificationPreferences>('PUT', 'Account/NotificationPreferences', changes),
    onSuccess: (saved) => client.setQueryData(notificationPreferenceKeys.all, saved),
  });
}
