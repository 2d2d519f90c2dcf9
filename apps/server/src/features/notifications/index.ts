/** What other features use from notifications. */
export {
  deliverMessage,
  deliverMessages,
  type Delivery,
  type MessageToDeliver,
  type PushToSend,
} from './deliver-message.js';
export { markCausesRead } from './cause-read.js';
