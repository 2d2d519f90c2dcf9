import { z } from 'zod';

/** The server's VAPID public key (base64url), the applicationServerKey of pushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });
z.globalRegistry.add(pushKeySchema, { id: 'PushKey' });
export type PushKey = z.infer<typeof pushKeySchema>;

const P256DH_MESSAGE = "keys.p256dh must be the subscription's P-256 public key (65 bytes, base64url).";
const AUTH_MESSAGE = "keys.auth must be the subscription's 16-byte auth secret (base64url).";

/** A browser's PushSubscription.toJSON(): where its push service takes messages and the keys that encrypt them. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: 'endpoint is the push service address the browser gave.' })
    .max(2000, 'endpoint is at most 2000 characters.')
    .url('endpoint must be an absolute URL.'),
  expirationTime: z.number({ error: 'expirationTime is a number of milliseconds or null.' }).nullable().optional(),
  keys: z.object(
    {
      p256dh: z.string({ error: P256DH_MESSAGE }).regex(/^[A-Za-z0-9_-]{87}=?$/, P256DH_MESSAGE),
      auth: z.string({ error: AUTH_MESSAGE }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, AUTH_MESSAGE),
    },
    { error: "keys holds the subscription's p256dh and auth." },
  ),
});
z.globalRegistry.add(pushSubscriptionRequestSchema, { id: 'PushSubscriptionRequest' });
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** A device that takes notifications: how My account lists it. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  /** "Chrome on Android", from the session that turned it on. */
  device: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** Turned on in the session making the request. */
  thisDevice: z.boolean(),
});
z.globalRegistry.add(pushDeviceSchema, { id: 'PushDevice' });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/**
 * queued: to be sent now; waiting: not before sendAfter (quiet hours); sent: every device's push service
 * took it (or some did and the rest are gone); skipped: not sent (the reason says why); failed: every
 * attempt failed (the error says why).
 */
export const PUSH_STATUSES = ['queued', 'waiting', 'sent', 'skipped', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** A push in the staff outbox, beside the e-mails. */
export const outboxPushSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** "First Last <address>", as the e-mail outbox names a recipient. */
  to: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  status: z.enum(PUSH_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  skippedReason: z.string().nullable(),
  /** Not before this time (the end of the person's quiet hours), or null. */
  sendAfter: z.string().nullable(),
  /** The person's devices that take notifications now. */
  devices: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
z.globalRegistry.add(outboxPushSchema, { id: 'OutboxPush' });
export type OutboxPush = z.infer<typeof outboxPushSchema>;
