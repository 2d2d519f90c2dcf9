import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCoachListing } from './api';
import { CoachProfileBody } from './coach-profile-body';

/** A coach's profile in public mode: no messaging or editing, only the listing and how to book. */
export function CoachProfileModal({ coachId, onClose }: { coachId: number | null; onClose: () => void }) {
  const { data: coach, isError } = useCoachListing(coachId);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={coachId !== null}
      onClose={onClose}
      size="xl"
      fullScreen={narrow}
      radius="lg"
      padding="xl"
      title="Coach profile"
      centered
    >
      {isError ? (
        <Alert color="red" variant="light">
          We could not load this coach&apos;s profile. Please try again in a moment.
        </Alert>
      ) : !coach ? (
        <Center mih={240}>
          <Loader />
        </Center>
      ) : (
        <CoachProfileBody coach={coach} />
      )}
    </Modal>
  );
}
