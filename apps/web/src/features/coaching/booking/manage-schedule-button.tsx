import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AvailabilityModal } from './availability-modal';

export interface ManageScheduleButtonProps {
  /** The coach's external scheduling site (coach_profiles.scheduling_url), or null for built-in booking. */
  schedulingUrl: string | null;
}

/**
 * Manage Schedule: opens the coach's external scheduling site in a new tab when one is set (spec),
 * else the availability modal of the built-in booking.
 */
export function ManageScheduleButton({ schedulingUrl }: ManageScheduleButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  if (schedulingUrl) {
    return (
      <Button component="a" href={schedulingUrl} target="_blank" rel="noopener noreferrer">
        Manage Schedule
      </Button>
    );
  }
  return (
    <>
      <Button onClick={open}>Manage Schedule</Button>
      <AvailabilityModal opened={opened} onClose={close} />
    </>
  );
}
