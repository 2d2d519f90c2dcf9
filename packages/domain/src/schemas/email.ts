import { z } from 'zod';

/**
 * What a message is about. account, booking and receipt are transactional (always sent, no
 * unsubscribe link); the others carry a one-click unsubscribe that turns that category off.
 */
export const EMAIL_CATEGORIES = [
  'account',
  'booking',
  'receipt',
  'booking-reminder',
  'daily-reminder',
  'chat-unread',
  'coach-digest',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const TRANSACTIONAL_EMAIL_CATEGORIES: readonly EmailCategory[] = ['account', 'booking', 'receipt'];

export const isTransactionalEmail = (category: EmailCategory) => TRANSACTIONAL_EMAIL_CATEGORIES.includes(category);

/**
 * queued: waiting for (or between) sending attempts; waiting: held until the recipient's quiet hours end
 * (then sent as a queued one); sent: the SMTP server took it; outbox: no
 * SMTP_URL, kept for staff to read; failed: every attempt failed (the error says why); skipped: not
 * sent, because by the time it was due the member had turned it off or paused (the reason says which).
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'outbox', 'failed', 'skipped', 'waiting'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const outboxQuerySchema = z.object({
  status: z.enum(EMAIL_STATUSES, { error: `status is one of ${EMAIL_STATUSES.join(', ')}` }).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** A message in the staff outbox list. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  category: z.enum(EMAIL_CATEGORIES),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  /** Why a skipped message was not sent. */
  skippedReason: z.string().nullable(),
  /** A waiting message goes then: the end of its recipient's quiet hours. */
  sendAfter: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
z.globalRegistry.add(outboxMessageSchema, { id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** One message as the recipient sees it: the HTML and the plain-text part (null until rendered). */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});
z.globalRegistry.add(outboxMessageDetailSchema, { id: 'OutboxMessageDetail' });
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link has no token.' })
    .min(1, 'The unsubscribe link has no token.')
    .max(500),
});

export const unsubscribeResultSchema = z.object({
  unsubscribed: z.literal(true),
  category: z.enum(EMAIL_CATEGORIES),
});
z.globalRegistry.add(unsubscribeResultSchema, { id: 'UnsubscribeResult' });

/** What an unsubscribe link would turn off, for the page that asks first. */
export const unsubscribeCheckSchema = z.object({ category: z.enum(EMAIL_CATEGORIES), label: z.string() });
z.globalRegistry.add(unsubscribeCheckSchema, { id: 'UnsubscribeCheck' });
export type UnsubscribeCheck = z.infer<typeof unsubscribeCheckSchema>;
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** How a category is named to the member ("Unsubscribe from …"). */
export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, string> = {
  account: 'account messages',
  booking: 'booking confirmations',
  receipt: 'receipts',
  'booking-reminder': 'session reminders',
  'daily-reminder': 'daily action reminders',
  'chat-unread': 'unread chat message e-mails',
  'coach-digest': 'the weekly coach digest',
};
