/** What other features use from find-coach. */
export { CoachSelectionModal } from './coach-selection-modal';
export { FindCoachButton } from './find-coach-button';
export { FindCoachModal } from './lazy';
