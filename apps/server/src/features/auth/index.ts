/** What other features use from auth. */
export { assertNotLockedOut, recordFailure } from './rate-limit.js';
export { phoneDigits } from './find-accounts.js';
export { coachingFacts, profileInfo } from './profile-info.js';
export { sessionView } from './session-view.js';
