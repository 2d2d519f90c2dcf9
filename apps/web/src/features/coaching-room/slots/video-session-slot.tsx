import { Button } from '@mantine/core';

/**
 * SLOT (placeholder, replaced at merge): the meetings slice's START SESSION (coach) / JOIN SESSION (client)
 * button for this pair's video session. The room's header and the My Oola Coach section render it.
 */
export interface VideoSessionSlotProps {
  coachId: number;
  clientId: number;
  viewer: 'coach' | 'client';
  sessionsRemaining?: number;
}

export function VideoSessionSlot({ viewer }: VideoSessionSlotProps) {
  return (
    <Button variant="outline" size="xs" disabled>
      {viewer === 'coach' ? 'START SESSION' : 'JOIN SESSION'}
    </Button>
  );
}
