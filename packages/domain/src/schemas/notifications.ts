import { z } from 'zod';
import { coercedIdSchema, multiLineText, singleLineText } from './primitives.js';

/** A notification as the header's notification area shows it; message is rich text (HTML). */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** The app's page the entry (and its push) opens; null for a message from staff. */
  url: z.string().nullable(),
});
z.globalRegistry.add(notificationSchema, { id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const sendNotificationRequestSchema = z.object({
  userId: coercedIdSchema,
  title: singleLineText(200, 'A title has at most 200 characters').min(1, 'A title is required'),
  message: multiLineText(10_000, 'A message has at most 10,000 characters').min(1, 'A message is required'),
});
z.globalRegistry.add(sendNotificationRequestSchema, { id: 'SendNotificationRequest' });
export type SendNotificationRequest = z.input<typeof sendNotificationRequestSchema>;

/** Marks the caller's own bell entries read (the bell shows them, or a push of one was clicked). */
export const readNotificationsRequestSchema = z.object({
  ids: z.array(coercedIdSchema).min(1, 'Name at least one notification').max(100, 'At most 100 notifications at once'),
});
z.globalRegistry.add(readNotificationsRequestSchema, { id: 'ReadNotificationsRequest' });
export type ReadNotificationsRequest = z.input<typeof readNotificationsRequestSchema>;

/** The Socket.IO event on /notificationshub telling a member's client to reload its list. */
export const NOTIFICATIONS_EVENT = 'GetNotifications';
