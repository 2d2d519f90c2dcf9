import { useState } from 'react';
import { getSession } from '../../lib/session';
import FindCoachModal from './find-coach-modal';

/**
 * The coach-selection modal of /customizeQuestions: a member without a coach when the page opens sees
 * the Find Coach modal, with the extra option of carrying on alone for now. Choosing a coach keeps it
 * open on the new coach.
 */
export function CoachSelectionModal() {
  const [open, setOpen] = useState(() => getSession()?.hasCoach === false);
  return open ? <FindCoachModal notNowOption onClose={() => setOpen(false)} /> : null;
}
