import { Alert, Divider, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useNotificationPreferences } from './api';
import { DailyReminderField } from './daily-reminder-field';
import { useSavePreferences } from './use-save-preferences';
import { SettingsPanel } from '../../ui/settings-panel';

/** Which e-mails the person gets: each switch saves at once, and saves made quickly go in order. */
export function EmailPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSavePreferences();

  return (
    <SettingsPanel title="REMINDERS">
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
