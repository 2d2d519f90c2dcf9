import { Alert, Divider, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_PREFERENCE_MESSAGES, type UpdateNotificationPreferences } from '@oola/domain';
import { useNotificationPreferences, useUpdateNotificationPreferences } from './api';
import { DailyReminderField } from './daily-reminder-field';
import { SettingsPanel } from '../../ui/settings-panel';

/** One "saved" notice for saves in a row (the time field saves on leaving it, then the switch saves). */
const SAVED_NOTICE_ID = 'notification-preferences-saved';

/** Which e-mails the person gets: each switch saves at once, and saves made quickly go in order. */
export function EmailPreferences() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const save = (changes: UpdateNotificationPreferences) =>
    update.mutate(changes, {
      onSuccess: () =>
        notifications.show({ id: SAVED_NOTICE_ID, color: 'green', message: NOTIFICATION_PREFERENCE_MESSAGES.saved }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <SettingsPanel title="E-MAIL REMINDERS">
      {preferences.isPending && <Skeleton h={260} radius="md" />}
      {preferences.isError && <Alert color="red">{preferences.error.message}</Alert>}
      {preferences.data && (
        <Stack gap="lg">
          <DailyReminderField preferences={preferences.data} onSave={save} />
          <Divider />
          <Switch
            size="md"
            checked={preferences.data.bookingReminders}
            onChange={(event) => save({ bookingReminders: event.currentTarget.checked })}
            label="Session reminders"
            description="24 hours and 1 hour before each coaching session."
          />
          <Switch
            size="md"
            checked={preferences.data.unreadChat}
            onChange={(event) => save({ unreadChat: event.currentTarget.checked })}
            label="Unread chat messages"
            description="15 minutes after a message arrives, if it is still unread: one e-mail with your unread messages."
          />
          {preferences.data.coachDigest !== null && (
            <Switch
              size="md"
              checked={preferences.data.coachDigest}
              onChange={(event) => save({ coachDigest: event.currentTarget.checked })}
              label="Weekly coach digest"
              description="Mondays at 8:00 your time: clients who need a nudge, broken streaks and your sessions of the week."
            />
          )}
          <Text fz="sm" c="dimmed">
            Account e-mails, booking confirmations and receipts are always sent.
          </Text>
        </Stack>
      )}
    </SettingsPanel>
  );
}
