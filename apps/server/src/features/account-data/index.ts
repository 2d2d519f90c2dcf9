/** What other features and the app use from account-data. */
export { accountDataRoutes } from './routes.js';
export { accountExportJob } from './export-job.js';
export { exportReadyEmail } from './emails/export-ready-email.js';
export { accountErasureJob } from './erasure-job.js';
export { accountErasedEmail } from './emails/account-erased-email.js';
export { deletionScheduledEmail } from './emails/deletion-scheduled-email.js';
export { deletionCancelledEmail } from './emails/deletion-cancelled-email.js';
