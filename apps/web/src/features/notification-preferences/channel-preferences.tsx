import { Alert, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { MESSAGE_KINDS, type MessageKind, type NotificationPreferences } from '@oola/domain';
import { useNotificationPreferences } from './api';
import { ChannelChoice } from './channel-choice';
import { QuietHoursField } from './quiet-hours-field';
import { useSavePreferences } from './use-save-preferences';
import { SettingsPanel } from '../../ui/settings-panel';

const KINDS: Record<MessageKind, { label: string; description: string }> = {
  'daily-reminder': { label: 'Daily action reminder', description: 'At the time you chose, when it is on.' },
  booking: { label: 'Coaching sessions', description: 'Bookings, changes, and reminders 24 hours and 1 hour before.' },
  'coach-message': {
    label: 'Unread chat messages',
    description: '15 minutes after a message arrives, if still unread.',
  },
  achievement: { label: 'Badges and milestones', description: 'When you earn a new badge or reach a milestone.' },
  'module-unlocked': { label: 'New course modules', description: 'When the next module of a course opens for you.' },
  'coach-nudge': { label: 'Nudges from your coach', description: 'A word of encouragement from your coach.' },
  'coach-digest': { label: 'Weekly coach digest', description: 'Mondays at 8:00 your time.' },
};

/** The kinds the person gets: the weekly digest only for coaches. */
const kindsFor = (preferences: NotificationPreferences) =>
  MESSAGE_KINDS.filter((kind) => kind !== 'coach-digest' || preferences.coachDigest !== null);

/** "How we reach you": a channel per kind of message, and the quiet hours; each change saves at once. */
export function ChannelPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSavePreferences();

  return (
    <SettingsPanel title="HOW WE REACH YOU">
      {preferences.isPending && <Skeleton h={420} radius="md" />}
      {preferences.isError && <Alert color="red">{preferences.error.message}</Alert>}
      {preferences.data && (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Push goes to the devices where you turned notifications on; with none, we e-mail you instead.
          </Text>
          {kindsFor(preferences.data).map((kind) => (
            <ChannelChoice
              key={kind}
              {...KINDS[kind]}
              value={preferences.data.channels[kind]}
              onChange={(channel) => save({ channels: { [kind]: channel } })}
            />
          ))}
          <Divider />
          <QuietHoursField preferences={preferences.data} onSave={save} />
        </Stack>
      )}
    </SettingsPanel>
  );
}
