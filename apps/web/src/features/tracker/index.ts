/** What other features use from action-tracker. */
export { ActionTrackerSection } from './action-tracker-section';
export { dayActionsQuery } from './api';
