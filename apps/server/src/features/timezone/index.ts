/** What other features use from timezone. */
export { isKnownZone } from './zones.js';
