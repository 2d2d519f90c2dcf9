/** What other features use from auth. */
export { issueAccountToken, redeemAccountToken } from './account-tokens.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { coachingFacts, profileInfo } from './profile-info.js';
export { sessionView } from './session-view.js';
