import { forbidden, notFound } from '../core/app-error.js';

/**
 * Why an ability is refused. The rule (decision 066): 404 for a row addressed by its own id that the
 * caller takes no part in (they may not learn it exists), 403 for anything the caller can already know
 * of (an account, a pair of two people, a catalogue module or course, a section of the portal) but may
 * not act on.
 */
export interface Refusal {
  readonly status: 403 | 404;
  readonly message: string;
}

/** An ability's answer: null when allowed, otherwise why not. */
export type Verdict = Refusal | null;

export const ALLOWED: Verdict = null;
export const forbid = (message: string): Refusal => ({ status: 403, message });
export const hide = (message?: string): Refusal => ({ status: 404, message: message ?? 'Not found.' });

/** Throws the refusal as the one AppError; does nothing when allowed. */
export function authorize(verdict: Verdict): void {
  if (!verdict) return;
  throw verdict.status === 404 ? notFound(verdict.message) : forbidden(verdict.message);
}
