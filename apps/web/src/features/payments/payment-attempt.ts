import { useCallback, useRef } from 'react';
import { ApiError } from '../../lib/api';

/** A fresh key for one payment attempt. */
export const newIdempotencyKey = () => `pay-${crypto.randomUUID()}`;

/**
 * The Idempotency-Key of the current payment attempt: kept while a request goes unanswered (a
 * network error, a 503, a 409 while the first is still running), so a retry can never charge
 * twice; replaced once the server has given an outcome (success or a decline), so the next
 * attempt — with an updated card — is a new payment.
 */
export function usePaymentAttempt() {
  const key = useRef(newIdempotencyKey());
  const current = useCallback(() => key.current, []);
  const settle = useCallback((error?: unknown) => {
    const answered = error === undefined || (error instanceof ApiError && error.status === 402);
    if (answered) key.current = newIdempotencyKey();
  }, []);
  return { current, settle };
}

/** Stripe.js refused the card while saving it (Stripe mode: the check happens in the browser). */
export class CardRefusedError extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'Your card was declined.');
  }
}

/** The reason of a declined payment (a 402, or a card Stripe.js refused), shown under the spec's text; null otherwise. */
export function declineOf(error: unknown): string | null {
  if (error instanceof CardRefusedError) return error.message;
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const body = error.body as { declineMessage?: unknown } | null;
  return typeof body?.declineMessage === 'string' ? body.declineMessage : 'Your card was declined.';
}
