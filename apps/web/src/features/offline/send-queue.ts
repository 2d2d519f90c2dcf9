import { ApiError } from '../../lib/api';
import { prepareForSending } from './conflict-rules';
import { changesOf, removeChange } from './queue-store';
import type { QueuedChange } from './queued-change';

/** Sends one request with the change's client id as its Idempotency-Key; throws ApiError when refused. */
export type SendChange = (
  change: QueuedChange,
  request: { method: string; path: string; body?: Record<string, unknown> },
) => Promise<unknown>;

export interface Dropped {
  change: QueuedChange;
  reason: string;
}

export interface SendResult {
  sent: QueuedChange[];
  dropped: Dropped[];
  /** Changes still waiting: the network or the server failed, or the member must sign in again. */
  waiting: number;
}

/** The server's answers that will not change however often the change is sent again. */
const REFUSED = new Set([400, 403, 404, 409, 422]);

function refusal(change: QueuedChange, error: ApiError): string {
  if (error.status === 404) return `“${change.label}” was not saved: it was deleted on another device.`;
  return `“${change.label}” was not saved: ${error.message}`;
}

/**
 * Sends a member's waiting changes in the order they were made. A change the server applied, or refused for
 * good (400/403/404/409), leaves the queue; a refused or out-of-date one is reported, never retried. A
 * network failure, a 5xx, a 429 or a 401 stops the round with the rest kept for the next one.
 */
export async function sendQueue(userId: number, today: string, send: SendChange): Promise<SendResult> {
  const changes = await changesOf(userId);
  const result: SendResult = { sent: [], dropped: [], waiting: 0 };
  for (const [index, change] of changes.entries()) {
    const prepared = prepareForSending(change, today);
    if ('drop' in prepared) {
      await removeChange(change.key);
      result.dropped.push({ change, reason: prepared.drop });
      continue;
    }
    try {
      await send(change, prepared.send);
      await removeChange(change.key);
      result.sent.push(change);
    } catch (error) {
      if (!(error instanceof ApiError) || !REFUSED.has(error.status)) {
        result.waiting = changes.length - index;
        break;
      }
      await removeChange(change.key);
      result.dropped.push({ change, reason: refusal(change, error) });
    }
  }
  return result;
}
