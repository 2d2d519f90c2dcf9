import { useState } from 'react';
import { getSession } from '../../../lib/session';
import FindCoachModal from './find-coach-modal';

/**
 * The coach-selection modal of /customizeQuestions: a member without a coach when the page opens sees
 * the Find Coach modal, with the extra option of carrying on alone for now: once chosen, it never opens
 * again for that member (the session's coachSelectionSkipped, kept on the server). Choosing a coach keeps
 * it open on the new coach.
 */
export function CoachSelectionModal() {
  const [open, setOpen] = useState(() => {
    const session = getSession();
    return session?.hasCoach === false && !session.coachSelectionSkipped;
  });
  return open ? <FindCoachModal notNowOption onClose={() => setOpen(false)} /> : null;
}
