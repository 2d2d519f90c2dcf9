/** What other features use from coach-digest. */
export { coachDigestEmail } from './emails/coach-digest.js';
