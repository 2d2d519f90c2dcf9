/** What the rest of coaches uses from profile (../index.ts passes on what other features use). */
export { useMyCoachProfile } from './api';
export { CoachProfileCard } from './coach-profile-card';
export { CoachWelcomeModal } from './coach-welcome-modal';
export { CoverBanner } from './cover-banner';
export { EditProfileModal } from './edit-profile-modal';
