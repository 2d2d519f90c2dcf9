import { useState } from 'react';
import FindCoachModal from './find-coach-modal';

/**
 * The coach-selection modal of /customizeQuestions (the page shows it to a member without a coach):
 * the Find Coach modal with the extra option of carrying on alone for now.
 */
export function CoachSelectionModal() {
  const [open, setOpen] = useState(true);
  return open ? <FindCoachModal notNowOption onClose={() => setOpen(false)} /> : null;
}
