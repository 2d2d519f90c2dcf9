/** What the rest of coaching uses from credits (../index.ts passes on what other features use). */
export { addCredits, NO_SESSIONS_LEFT, sessionsRemaining, spendCredit } from './ledger.js';
