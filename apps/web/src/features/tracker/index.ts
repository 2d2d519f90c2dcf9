/** What other features use from tracker. */
export { TrackerSection } from './dashboard/tracker-section';
export { StepThree } from './journey/lazy';
export { dayActionsQuery } from './api';
