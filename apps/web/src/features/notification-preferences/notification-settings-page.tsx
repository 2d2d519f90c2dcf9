import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../ui/use-page-meta';
import { VerifyEmailNotice } from '../email-verification';
import { StreakPauseCard } from '../streak-pause';
import { ChannelPreferences } from './channel-preferences';
import { EmailPreferences } from './email-preferences';
import { ThisDeviceCard } from '../push';

/**
 * /settings/notifications: this device's notifications, the daily reminder, how each kind of message reaches the
 * person and when not, and their streak pause.
 */
export default function NotificationSettingsPage() {
  usePageMeta(
    'Notification settings',
    'Choose how and when we remind you, turn on notifications on this device, and pause your streak when you are away.',
  );
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        NOTIFICATIONS &amp; STREAK
      </Title>
      <Text c="dimmed" mb="lg">
        Choose how and when we remind you, turn on notifications on this device, and pause your streak when you are
        away.
      </Text>
      <VerifyEmailNotice />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <ThisDeviceCard />
          <EmailPreferences />
          <StreakPauseCard />
        </Stack>
        <ChannelPreferences />
      </SimpleGrid>
    </Container>
  );
}
