import { notifications } from '@mantine/notifications';
import { NOTIFICATION_PREFERENCE_MESSAGES, type UpdateNotificationPreferences } from '@oola/domain';
import { useUpdateNotificationPreferences } from './api';

/** One "saved" notice for saves in a row (the time field saves on leaving it, then the switch saves). */
const SAVED_NOTICE_ID = 'notification-preferences-saved';

/** Saves changed preferences and says so (the spec's saved message), or shows why not. */
export function useSavePreferences() {
  const update = useUpdateNotificationPreferences();
  return (changes: UpdateNotificationPreferences) =>
    update.mutate(changes, {
      onSuccess: () =>
        notifications.show({ id: SAVED_NOTICE_ID, color: 'green', message: NOTIFICATION_PREFERENCE_MESSAGES.saved }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
}
