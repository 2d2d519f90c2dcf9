/** What other features use from coach-directory. */
export { coachDirectoryKeys } from './api';
export { CoachCard, coachLocation } from './coach-card';
export { CoachProfileBody } from './coach-profile-body';
export { CoachProfileModal } from './coach-profile-modal';
export { FocusBadges } from './focus-badges';
