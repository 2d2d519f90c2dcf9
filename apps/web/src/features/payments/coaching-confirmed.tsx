import { Alert, Anchor, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { COACHING, type SavedCard, type SelectCoachResponse } from '@oola/domain';
import { useSettings } from '../../lib/settings';
import { longDate, useMemberZone } from './dates';
import { formatCents } from './money';
import { brandName } from './saved-card';

export interface CoachingConfirmedProps {
  coachFirstName: string;
  result: SelectCoachResponse;
  card: SavedCard | null;
  onDone: () => void;
}

/** After the first month of coaching is paid: what was paid, when it renews, and what comes next. */
export function CoachingConfirmed({ coachFirstName, result, card, onDone }: CoachingConfirmedProps) {
  const zone = useMemberZone();
  const settings = useSettings();
  const subscription = result.subscription;
  const paid = formatCents(subscription?.priceCents ?? COACHING.monthlyPrice * 100);
  const charged = card ? ` to your ${brandName(card.brand)} •••• ${card.last4}` : '';
  return (
    <Stack gap="md" data-testid="coaching-confirmed">
      <Alert color="green" variant="light" radius="md" role="status" title={`${coachFirstName} is your coach!`}>
        <Text fz="sm">
          {paid} was charged{charged} for your first month of coaching.
          {subscription &&
            ` It renews on ${longDate(subscription.currentPeriodEnd, zone)} at ${paid} a month; cancel anytime.`}
        </Text>
      </Alert>
      <div>
        <Text fw={800} mb="xs">
          What comes next
        </Text>
        <List
          spacing="xs"
          fz="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="brand">
              <span aria-hidden="true">✓</span>
            </ThemeIcon>
          }
        >
          <List.Item>
            Open <strong>My {settings.brandName} Coach</strong> on your dashboard to chat with {coachFirstName} and keep
            notes together.
          </List.Item>
          <List.Item>
            Buy {COACHING.sessionMinutes}-minute video sessions, then book a time in your coaching room’s SCHEDULE tab.
          </List.Item>
          <List.Item>
            Your receipt and card are in{' '}
            <Anchor component={Link} to="/billing" fz="sm" fw={700}>
              Payments &amp; sessions
            </Anchor>
            .
          </List.Item>
        </List>
      </div>
      <Group justify="flex-end">
        <Button onClick={onDone}>DONE</Button>
      </Group>
    </Stack>
  );
}
