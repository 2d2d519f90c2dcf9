/** What other features use from support-chat. */
export { conversationMessages } from './views.js';
