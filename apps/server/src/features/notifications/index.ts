/** What other features use from notifications. */
export { sendNotification } from './service.js';
