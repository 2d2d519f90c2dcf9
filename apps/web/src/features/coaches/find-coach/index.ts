/** What the rest of coaches uses from find-coach (../index.ts passes on what other features use). */
export { CoachSelectionModal } from './coach-selection-modal';
export { FindCoachButton } from './find-coach-button';
export { FindCoachModal } from './lazy';
