import { useState } from 'react';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { getSession } from '../../../lib/session';
import { BookingPanel } from '../../coaching';
import { CoachProfileBody } from '../directory';
import { useMemberCoachListing } from './api';
import { CoachContact } from './coach-contact';
import { BackButton, ErrorNotice, Loading } from './status';

/**
 * Way 4: a coach's profile as the member sees it; their own coach's contact details and BOOK A SESSION
 * (the booking panel, in place of the profile), or the choice of this coach.
 */
export function WayProfile({
  coachId,
  onBack,
  onConfirm,
}: {
  coachId: number;
  /** Back to the results or picks; none for the member's own coach. */
  onBack?: () => void;
  onConfirm: () => void;
}) {
  const listing = useMemberCoachListing(coachId);
  const [booking, setBooking] = useState(false);
  const coach = listing.data;
  if (coach?.isMyCoach && booking) {
    return (
      <Stack gap="lg">
        <BookingPanel coachId={coach.coachId} clientId={getSession()?.userId ?? 0} viewer="member" />
        <BackButton onClick={() => setBooking(false)} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {listing.isError && <ErrorNotice message={listing.error.message} />}
      {!coach && !listing.isError && <Loading />}
      {coach?.isMyCoach && (
        <Group>
          <Badge size="lg" color="green" variant="light" radius="sm">
            Your coach
          </Badge>
        </Group>
      )}
      {coach && (
        <CoachProfileBody
          coach={coach}
          extra={<CoachContact coach={coach} />}
          onBook={coach.isMyCoach ? () => setBooking(true) : undefined}
          action={
            coach.isMyCoach ? null : (
              <Button size="md" onClick={onConfirm}>
                SELECT THIS COACH
              </Button>
            )
          }
        />
      )}
      {onBack && <BackButton onClick={onBack} />}
    </Stack>
  );
}
