import { createHash } from 'node:crypto';
import webPush from 'web-push';
import type { pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import type { VapidKeys } from './vapid-keys.js';

type PushRow = typeof pushOutbox.$inferSelect;
type DeviceRow = typeof pushSubscriptions.$inferSelect;

/** What one device's push service answered. */
export type DeviceOutcome =
  | { kind: 'taken' }
  /** 404 or 410: the subscription is gone for good. */
  | { kind: 'gone' }
  /** 429, 5xx or no answer: try again later, not before retryAfterSeconds when the service said so. */
  | { kind: 'retry'; error: string; retryAfterSeconds: number | null }
  /** Any other refusal (a payload too large, a key it does not accept): trying again would not help. */
  | { kind: 'refused'; error: string };

const SEND_TIMEOUT_MS = 10_000;

/** What the service worker reads: the notification and the page its click opens. */
export function pushPayload(row: PushRow): string {
  return JSON.stringify({
    title: row.title,
    body: row.body,
    url: row.url,
    tag: topicOf(row),
    notificationId: row.notificationId,
  });
}

/**
 * One cause's push, sent again after a crash, replaces its first copy at the push service (Topic) and on the
 * device (the notification's tag) instead of showing twice.
 */
export const topicOf = (row: PushRow) =>
  createHash('sha256').update(row.idempotencyKey).digest('base64url').slice(0, 32);

function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/**
 * Encrypts the payload for the device (RFC 8291) and signs the request (VAPID, RFC 8292) with web-push, then
 * POSTs it: with fetch, which takes a test's http receiver too, and never follows a redirect elsewhere.
 */
export async function deliverToDevice(
  row: PushRow,
  device: DeviceRow,
  vapid: VapidKeys & { subject: string },
  now: Date,
): Promise<DeviceOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    pushPayload(row),
    {
      vapidDetails: vapid,
      TTL: row.ttlSeconds,
      urgency: row.urgency as webPush.Urgency,
      topic: topicOf(row),
    },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer();
  } catch (error) {
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error), retryAfterSeconds: null };
  }
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'taken' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  const error = `The push service answered ${status}.`;
  if (status === 429 || status >= 500) {
    return { kind: 'retry', error, retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), now) };
  }
  return { kind: 'refused', error };
}
