/** What other features use from support-chat. */
export { ChatWidget } from './lazy';
export { SupportInboxLink } from './staff/support-inbox-link';
export { readStoredChat } from './visitor/stored-chat';
