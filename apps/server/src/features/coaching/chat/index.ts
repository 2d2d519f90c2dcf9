/** What the rest of coaching uses from chat (../index.ts passes on what other features use). */
export { unreadChatEmail } from './emails/unread-chat-email.js';
export { pendingByPair } from './read-marks.js';
