/** What the rest of coaches uses from profile (../index.ts passes on what other features use). */
export { rateByCode } from './content.js';
