import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { ResultsFasterModal } from '../../payments';

const FindCoachModal = lazy(() => import('./find-coach-modal'));

/**
 * FIND A COACH for a subscriber with no coach (the My Oola Coach section), with the WANT TO GET
 * RESULTS FASTER? offer one click away; both lead to the find-coach modal.
 */
export function FindCoachButton() {
  const [open, setOpen] = useState<'offer' | 'find' | null>(null);
  return (
    <>
      <Group gap="md">
        <Button onClick={() => setOpen('find')}>FIND A COACH</Button>
        <Anchor component="button" type="button" fz="sm" fw={700} onClick={() => setOpen('offer')}>
          Why work with a coach?
        </Anchor>
      </Group>
      <ResultsFasterModal opened={open === 'offer'} onClose={() => setOpen(null)} onFindCoach={() => setOpen('find')} />
      {open === 'find' && (
        <Suspense fallback={null}>
          <FindCoachModal onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
