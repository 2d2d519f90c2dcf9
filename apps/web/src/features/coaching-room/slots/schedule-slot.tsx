/**
 * SLOT (placeholder, replaced by the coach-portal issue): scheduling a session with this pair, in the
 * room's header next to the video session. Nothing until booking exists.
 */
export interface ScheduleSlotProps {
  coachId: number;
  clientId: number;
  viewer: 'coach' | 'client';
}

export function ScheduleSlot(_props: ScheduleSlotProps) {
  return null;
}
