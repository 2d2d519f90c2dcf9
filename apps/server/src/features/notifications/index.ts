/** What other features use from notifications. */
export { sendNotification } from './service.js';
export { deliverMessage, deliverMessages, type Delivery, type MessageToDeliver } from './deliver-message.js';
export { deliveredCauses, markCausesRead } from './cause-read.js';
