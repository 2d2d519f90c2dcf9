/** What the rest of coaches uses from find-coach (../index.ts passes on what other features use). */
export { hasSkippedCoachSelection } from './selection-skip.js';
