/** What other features use from session-credits. */
export { addCredits, NO_SESSIONS_LEFT, sessionsRemaining, spendCredit } from './ledger.js';
