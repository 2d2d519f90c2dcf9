import type { IncomingMessage } from 'node:http';

/** The most of a refused body the server reads (and throws away) so that the client can read the answer. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long the server waits for the next piece of a refused body before it gives up on it. */
export const DRAIN_IDLE_MS = 5_000;

export interface DrainLimits {
  maxBytes?: number;
  idleMs?: number;
}

/** Whether the whole body has arrived (a real request says complete; an injected one, readableEnded). */
export function bodyArrived(raw: IncomingMessage): boolean {
  return raw.complete || raw.readableEnded;
}

/**
 * Reads and discards the rest of a request body the server will not use. Answering while the
 * client is still sending and then closing makes the client's side reset the connection, and the
 * answer is lost unread. Resolves true once the body has ended (the connection may be kept), false
 * when the body is larger than maxBytes, goes quiet for idleMs or the connection breaks (the caller
 * then closes the connection after answering).
 */
export function drainRequest(
  raw: IncomingMessage,
  { maxBytes = DRAIN_MAX_BYTES, idleMs = DRAIN_IDLE_MS }: DrainLimits = {},
): Promise<boolean> {
  if (bodyArrived(raw)) return Promise.resolve(true);
  if (raw.destroyed || Number(raw.headers['content-length']) > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(idle);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onBroken);
      raw.off('close', onBroken);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
      else idle.refresh();
    };
    const onEnd = () => finish(true);
    const onBroken = () => finish(bodyArrived(raw));
    const idle = setTimeout(onBroken, idleMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onBroken);
    raw.once('close', onBroken);
    raw.resume();
  });
}
