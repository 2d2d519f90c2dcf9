import { Button } from '@mantine/core';
import { Link } from 'react-router';

/**
 * SLOT (placeholder, replaced at merge): the find-coach slice's FIND A COACH button and its modal, for a
 * subscriber with no coach. Until then it opens the coach directory, as the header's FIND A COACH does.
 */
export function FindCoachSlot() {
  return (
    <Button component={Link} to="/coachDirectory">
      FIND A COACH
    </Button>
  );
}
