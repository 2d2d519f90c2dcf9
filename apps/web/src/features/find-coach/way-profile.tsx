import { Alert, Badge, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { CoachProfileBody } from '../coach-directory/coach-profile-body';
import { useMemberCoachListing } from './api';
import { CoachContact } from './coach-contact';

/** Way 4: a coach's profile as the member sees it; their own coach's contact details, or the choice of this coach. */
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
  if (listing.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {listing.error.message}
        </Alert>
        {onBack && (
          <Group>
            <Button variant="default" onClick={onBack}>
              BACK
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  const coach = listing.data;
  if (!coach) {
    return (
      <Center mih={240}>
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      {coach.isMyCoach && (
        <Group>
          <Badge size="lg" color="green" variant="light" radius="sm">
            Your coach
          </Badge>
        </Group>
      )}
      <CoachProfileBody
        coach={coach}
        extra={<CoachContact coach={coach} />}
        action={
          coach.isMyCoach ? null : (
            <Button size="md" onClick={onConfirm}>
              SELECT THIS COACH
            </Button>
          )
        }
      />
      {onBack && (
        <Group>
          <Button variant="default" onClick={onBack}>
            BACK
          </Button>
        </Group>
      )}
    </Stack>
  );
}
