import { useQuery } from '@tanstack/react-query';
import { coachingScheduleQuery } from './api';

/** A session becomes joinable while the page is open: the schedule is asked again each minute. */
const RECHECK_MS = 60_000;

/**
 * Whether the member's JOIN SESSION shows: a booked session of the pair is joinable now (the server says so,
 * from its clock). A coach with an external scheduling site books there, out of our sight, so it always shows.
 */
export function useJoinableSession(coachId: number, clientId: number): boolean {
  const schedule = useQuery({
    ...coachingScheduleQuery(coachId, clientId),
    enabled: coachId > 0 && clientId > 0,
    refetchInterval: RECHECK_MS,
  });
  if (!schedule.isSuccess) return false;
  return schedule.data.schedulingUrl !== null || schedule.data.bookings.some((booking) => booking.joinable);
}
