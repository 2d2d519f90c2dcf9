import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PaymentAccount } from '@oola/domain';
import { usePaymentAccount } from './api';
import { longDate, useMemberZone } from './dates';
import { EndCoachingModal } from './end-coaching-modal';
import { SettingsPanel } from '../../ui/settings-panel';
import { formatCents } from './money';
import { PaymentHistoryList } from './payment-history';
import { PurchaseSessionsModal } from './purchase-sessions-modal';
import { ResultsFasterModal } from './results-faster-modal';
import { SavedCardLine } from './saved-card';
import { UpdateCardModal } from './update-card-modal';

function Subscription({ subscription }: { subscription: PaymentAccount['subscription'] }) {
  const zone = useMemberZone();
  if (!subscription) return <Text c="dimmed">You have no coaching subscription.</Text>;
  const renews = longDate(subscription.currentPeriodEnd, zone);
  if (subscription.status === 'past_due') {
    return (
      <Alert color="red" variant="light" title="Your last coaching payment was declined">
        Update your card, then choose your coach again to renew.
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700}>{formatCents(subscription.priceCents)} a month</Text>
        <Badge color="green" variant="light">
          Active
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed" data-testid="renewal-date">
        Renews on {renews}
      </Text>
    </Stack>
  );
}

/** Payments and sessions: the card on file, the coaching subscription, the session credits and the payment history. */
export default function BillingPage() {
  const account = usePaymentAccount();
  const [modal, setModal] = useState<'card' | 'purchase' | 'offer' | 'end' | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const close = () => setModal(null);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        PAYMENTS &amp; SESSIONS
      </Title>
      {account.isPending && <Skeleton h={240} radius="lg" />}
      {account.isError && <Alert color="red">{account.error.message}</Alert>}
      {account.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <SettingsPanel title="CARD ON FILE">
            <Stack gap="md">
              {account.data.card ? (
                <SavedCardLine card={account.data.card} />
              ) : (
                <Text c="dimmed">No card on file yet.</Text>
              )}
              <Group>
                <Button variant="outline" onClick={() => setModal('card')}>
                  {account.data.card ? 'UPDATE CARD' : 'ADD A CARD'}
                </Button>
              </Group>
            </Stack>
          </SettingsPanel>
          <SettingsPanel title="SESSIONS">
            <Stack gap="md">
              <Text>
                <Text span fz={32} fw={800} data-testid="sessions-remaining">
                  {account.data.sessionsRemaining}
                </Text>{' '}
                {account.data.sessionsRemaining === 1 ? 'session' : 'sessions'} remaining
              </Text>
              <Group gap="md" align="center">
                {account.data.coach && <Button onClick={() => setModal('purchase')}>BUY SESSIONS</Button>}
                {/* A link, not a padded button: it lines up with the text above whether BUY SESSIONS shows or not. */}
                <Anchor component="button" type="button" fw={700} fz="sm" onClick={() => setModal('offer')}>
                  How coaching works
                </Anchor>
              </Group>
            </Stack>
          </SettingsPanel>
          <SettingsPanel title="COACHING">
            <Stack gap="md">
              {ended && (
                <Alert color="green" variant="light" role="status" title="Coaching ended">
                  {ended}
                </Alert>
              )}
              {account.data.coach && (
                <Text fw={600} data-testid="coaching-with">
                  Your coach: {account.data.coach.firstName} {account.data.coach.lastName}
                </Text>
              )}
              <Subscription subscription={account.data.subscription} />
              {(account.data.coach || account.data.subscription) && (
                <Group>
                  <Button variant="outline" color="red" onClick={() => setModal('end')}>
                    END COACHING
                  </Button>
                </Group>
              )}
            </Stack>
          </SettingsPanel>
        </SimpleGrid>
      )}
      <Stack mt="lg">
        <SettingsPanel title="PAYMENT HISTORY">
          <PaymentHistoryList />
        </SettingsPanel>
      </Stack>
      {account.data && (
        <EndCoachingModal opened={modal === 'end'} onClose={close} onEnded={setEnded} account={account.data} />
      )}
      <UpdateCardModal opened={modal === 'card'} onClose={close} />
      <PurchaseSessionsModal opened={modal === 'purchase'} onClose={close} />
      <ResultsFasterModal opened={modal === 'offer'} onClose={close} />
    </Container>
  );
}
