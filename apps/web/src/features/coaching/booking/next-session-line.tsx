import { Text } from '@mantine/core';
import { formatZoned } from '../../../lib/zoned-time';
import { useCoachingSchedule } from './api';

export interface NextSessionLineProps {
  coachId: number;
  clientId: number;
}

/** 'Next session: Tuesday, December 1 at 9:30 AM PST' (the viewer's zone), for the My Oola Coach card. */
export function NextSessionLine({ coachId, clientId }: NextSessionLineProps) {
  const schedule = useCoachingSchedule(coachId, clientId);
  if (!schedule.isSuccess) return null;
  const next = schedule.data.bookings[0];
  if (!next && schedule.data.schedulingUrl) return null;
  return (
    <Text size="sm" data-testid="next-session">
      {next ? (
        <>
          Next session:{' '}
          <Text span fw={700}>
            {formatZoned(next.startsAt, schedule.data.timeZone, 'longDateTime', { withZone: true })}
          </Text>
        </>
      ) : (
        'No session booked yet'
      )}
    </Text>
  );
}
