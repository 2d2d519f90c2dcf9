/** What other features use from auth. */
export { assertNotLockedOut, clearIdentifierLockout, recordFailure } from './rate-limit.js';
export { phoneDigits } from './find-accounts.js';
export { sessionView } from './session-view.js';
