/** What other features use from streak-pause. */
export { dayLabel } from './pause-days.js';
export { pausedRangesOf } from './paused-ranges.js';
