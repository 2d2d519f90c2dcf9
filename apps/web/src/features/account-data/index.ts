/** What the app and other features use from account-data. */
export { AccountDataSection } from './account-data-section';
export { accountDataRoutes } from './routes';
export { PendingDeletionNotice } from './pending-deletion-notice';
export { PendingDeletionsLink } from './pending-deletions-link';
