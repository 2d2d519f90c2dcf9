import { PAYMENT_MESSAGES } from '@oola/domain';
import { AppError } from '../../core/app-error.js';

/** A charge needs the client's Idempotency-Key header (its format is checked by the route's schema). */
export function requireKey(key: string | undefined): string {
  if (key) return key;
  throw new AppError('badRequest', PAYMENT_MESSAGES.idempotencyKeyRequired, {
    errors: [{ path: 'idempotency-key', message: PAYMENT_MESSAGES.idempotencyKeyRequired }],
  });
}
