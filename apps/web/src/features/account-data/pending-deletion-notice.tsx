import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { showCallError } from '../../lib/show-error';
import { formatZoned, useMyTimeZone } from '../../lib/zoned-time';
import { useCancelDeletion, useDeletionStatus } from './api';
import { ACCOUNT_DATA_PATH } from './paths';

/** Shown on every signed-in page during the grace period: the member may keep their account in one click. */
export function PendingDeletionNotice() {
  const timeZone = useMyTimeZone();
  const status = useDeletionStatus();
  const keep = useCancelDeletion();
  const { pathname } = useLocation();
  const deletion = status.data?.deletion;
  // The data page shows the same offer in its own section.
  if (!deletion || pathname.toLowerCase() === ACCOUNT_DATA_PATH.toLowerCase()) return null;
  return (
    <Container size="lg" pt="md" px={{ base: 'sm', sm: 'md' }}>
      <Alert
        color="red"
        variant="light"
        title="Your account is scheduled for deletion"
        data-testid="pending-deletion-notice"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {`It will be erased after ${formatZoned(deletion.eraseAfter, timeZone, 'longDateTime', { withZone: true })}. Changed your mind?`}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" component={Link} to={ACCOUNT_DATA_PATH}>
              YOUR DATA
            </Button>
            <Button
              size="xs"
              onClick={() => keep.mutate(undefined, { onError: showCallError })}
              loading={keep.isPending}
            >
              KEEP MY ACCOUNT
            </Button>
          </Group>
        </Group>
      </Alert>
    </Container>
  );
}
