import { z } from 'zod';
import { coercedIdSchema, multiLineText, singleLineText } from './primitives.js';

/** A notification as the header's notification area shows it; message is rich text (HTML). */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
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

/** The Socket.IO event on /notificationshub telling a member's client to reload its list. */
export const NOTIFICATIONS_EVENT = 'GetNotifications';
