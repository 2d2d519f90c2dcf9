/** What other features use from coach-profile. */
export { rateByCode } from './content.js';
