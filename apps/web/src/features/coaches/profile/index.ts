/** What other features use from coach-profile. */
export { useMyCoachProfile } from './api';
export { CoachProfileCard } from './coach-profile-card';
export { CoachWelcomeModal } from './coach-welcome-modal';
export { CoverBanner } from './cover-banner';
export { EditProfileModal } from './edit-profile-modal';
