/** What the rest of coaches uses from directory (../index.ts passes on what other features use). */
export { coachDirectoryKeys } from './api';
export { CoachCard, coachLocation } from './coach-card';
export { CoachProfileBody } from './coach-profile-body';
export { CoachProfileModal } from './coach-profile-modal';
export { FocusBadges } from './focus-badges';
