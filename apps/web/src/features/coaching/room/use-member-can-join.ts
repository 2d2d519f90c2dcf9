import { useJoinableSession } from '../booking';
import { useMeetingStarted } from '../meetings';

/**
 * The member's JOIN SESSION shows only when there is something to join: a booked session within its joining
 * window, or a meeting the coach has started (a session the coach opened without a booking).
 */
export function useMemberCanJoin(coachId: number, clientId: number, enabled: boolean): boolean {
  const booked = useJoinableSession(enabled ? coachId : 0, clientId);
  const started = useMeetingStarted(enabled ? clientId : 0);
  return booked || started;
}
