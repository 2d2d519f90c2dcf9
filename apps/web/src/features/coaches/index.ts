/** What other features use from coaches (its sub-folders' index.ts files serve each other). */
export { CoachProfileModal } from './directory';
export { CoachSelectionModal, FindCoachButton, FindCoachModal } from './find-coach';
export { CoachProfileCard, CoachWelcomeModal, CoverBanner, EditProfileModal, useMyCoachProfile } from './profile';
