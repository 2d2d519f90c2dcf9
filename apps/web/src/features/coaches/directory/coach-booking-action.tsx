import { Button, Text } from '@mantine/core';
import { FIND_COACH_MESSAGES, type CoachPublicListing } from '@oola/domain';

export interface CoachBookingActionProps {
  coach: CoachPublicListing;
  /** The member's own coach: BOOK A SESSION opens the booking panel (built-in, or the coach's site embedded). */
  onBook?: () => void;
  /** Another action sits beside it (the choice of this coach): the booking button steps back. */
  secondary: boolean;
}

/**
 * How a coach is booked (decision 050): the member's own coach in the portal's booking panel; anyone else's
 * coach on the coach's scheduling site in a new tab, or in the coaching room once chosen when the coach keeps
 * weekly hours; the spec's apology only when the coach has neither.
 */
export function CoachBookingAction({ coach, onBook, secondary }: CoachBookingActionProps) {
  const variant = secondary ? 'light' : 'filled';
  if (onBook && (coach.schedulingUrl || coach.weeklyHours)) {
    return (
      <Button size="md" variant={variant} onClick={onBook}>
        BOOK A SESSION
      </Button>
    );
  }
  if (coach.schedulingUrl) {
    return (
      <Button
        component="a"
        href={coach.schedulingUrl}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        variant={variant}
      >
        BOOK A SESSION
      </Button>
    );
  }
  return (
    <Text c="dimmed" fw={600} maw={320}>
      {coach.weeklyHours
        ? `${coach.firstName}'s clients book 30-minute sessions in their coaching room.`
        : FIND_COACH_MESSAGES.noSchedule}
    </Text>
  );
}
