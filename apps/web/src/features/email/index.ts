/** What other features use from email. */
export { OutboxLink } from './outbox-link';
