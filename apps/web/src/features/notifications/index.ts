/** What other features use from notifications. */
export { notificationsQuery } from './api';
export { NotificationBell } from './notification-bell';
