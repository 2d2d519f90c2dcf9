import { eq } from 'drizzle-orm';
import { COACHING, PAYMENT_MESSAGES, type PurchaseSessionResponse } from '@oola/domain';
import { coachProfiles } from '../../db/schema/index.js';
import { AppError, conflict } from '../../core/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { currentCoachId, sessionsRemaining } from '../coaching/index.js';
import { chargeOnce, type PaymentDeps } from './charge.js';
import { requireKey } from './idempotency.js';
import { authorize } from '../../policies/ability.js';
import * as pairPolicy from '../../policies/pair.js';

/** The spec's text as a 400 with the field it is about. */
const quantityRequired = () =>
  new AppError('badRequest', PAYMENT_MESSAGES.quantityRequired, {
    errors: [{ path: 'quantity', message: PAYMENT_MESSAGES.quantityRequired }],
  });

/**
 * Coach/PurchaseSession: sessions with the member's own coach, at the coach's session rate (whole
 * dollars for one 30-minute session, coach_profiles.session_rate), charged to the card on file;
 * the credits go to the ledger in the same transaction that records the payment.
 */
export async function purchaseSessions(
  deps: PaymentDeps,
  user: AuthUser,
  request: { coachId: number; quantity: number },
  idempotencyKey: string | undefined,
): Promise<PurchaseSessionResponse> {
  if (request.quantity <= 0) throw quantityRequired();
  const key = requireKey(idempotencyKey);
  authorize(
    pairPolicy.buySessionsWith(user, {
      coachId: request.coachId,
      currentCoachId: await currentCoachId(deps.db, user.id),
    }),
  );
  const [profile] = await deps.db
    .select({ sessionRate: coachProfiles.sessionRate })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, request.coachId));
  const rate = profile?.sessionRate;
  if (!rate || rate <= 0) throw conflict(PAYMENT_MESSAGES.noSessionRate);
  const payment = await chargeOnce(deps, {
    userId: user.id,
    idempotencyKey: key,
    purpose: 'sessions',
    coachId: request.coachId,
    quantity: request.quantity,
    amountCents: rate * 100 * request.quantity,
    description: `${request.quantity} × ${COACHING.sessionMinutes}-minute coaching session`,
  });
  return {
    message: PAYMENT_MESSAGES.purchaseSuccessful,
    quantity: payment.quantity,
    amountCents: payment.amountCents,
    sessionsRemaining: await sessionsRemaining(deps.db, user.id),
  };
}
