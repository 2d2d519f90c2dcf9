/** What the rest of coaching uses from digest (../index.ts passes on what other features use). */
export { coachDigestEmail } from './emails/coach-digest.js';
