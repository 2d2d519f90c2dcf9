/** What other features use from streak-pause. */
export { StreakPauseCard } from './streak-pause-card';
export { StreakPausedBanner } from './streak-paused-banner';
