/** What other features use from coaching-room. */
export { unreadChatEmail } from './emails/unread-chat-email.js';
export { pendingByPair } from './read-marks.js';
