import { api, ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';
import { addChange } from './queue-store';
import type { ChangeDraft } from './queued-change';

/** What a write answers when it was kept on the device to be sent later. */
export const QUEUED: unique symbol = Symbol('queued');
export type Queued = typeof QUEUED;

/** A client id: random, and fine for the Idempotency-Key header (also where crypto.randomUUID is missing). */
function clientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `offline-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

let lastQueuedAt = 0;
/** Strictly increasing, so two changes made in the same millisecond keep their order. */
const queuedAt = () => (lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1));

/**
 * Sends a tracker or to-do write with a client id; offline, or when the network fails on the way, it is kept
 * in IndexedDB with that id and sent when the connection returns (OfflineSync), applied once by the server.
 */
export async function writeOrQueue<T>(draft: ChangeDraft): Promise<T | Queued> {
  const key = clientId();
  const userId = getSession()?.userId ?? 0;
  const keep = async (): Promise<Queued> => {
    await addChange({ ...draft, key, userId, queuedAt: queuedAt() });
    return QUEUED;
  };
  if (!navigator.onLine) return keep();
  try {
    return await api<T>(draft.method, draft.path, draft.body, { headers: { 'Idempotency-Key': key } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return keep();
    throw error;
  }
}
