import { and, eq, ne } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type CancelCoachingResponse } from '@oola/domain';
import { coachingSubscriptions } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { endPair } from '../coaching/index.js';
import { paymentAccount } from './account.js';
import type { PaymentDeps } from './charge.js';
import { setCoachingPaymentDue } from '../../identity/users.js';

/**
 * PUT Payments/CancelCoaching: the member ends their coaching, now, in one transaction. The open
 * subscription (active or past_due) is canceled, so the renewal sweep never charges it again; the
 * pair ends (the coach sees a past client; notes and chat stay readable, not writable); and
 * displayCoachingPayment is turned on, so choosing a coach again starts a paid month. Session
 * credits are the member's and stay (decision 052). A repeat finds nothing to end and changes nothing.
 */
export async function cancelCoaching(deps: PaymentDeps, user: AuthUser): Promise<CancelCoachingResponse> {
  const { db, clock } = deps;
  const at = clock.now();
  const { pastCoachId, canceled } = await db.transaction(async (tx) => {
    const coachId = await endPair(tx, user.id, at);
    const closed = await tx
      .update(coachingSubscriptions)
      .set({ status: 'canceled', canceledAt: at })
      .where(and(eq(coachingSubscriptions.userId, user.id), ne(coachingSubscriptions.status, 'canceled')))
      .returning({ id: coachingSubscriptions.id });
    const ended = coachId !== null || closed.length > 0;
    if (ended) await setCoachingPaymentDue(tx, user.id, true);
    return { pastCoachId: coachId, canceled: ended };
  });
  if (pastCoachId !== null)
    deps.events.publish('coach.chosen', { userId: user.id, coachId: null, previousCoachId: pastCoachId });
  const account = await paymentAccount(deps, {
    ...user,
    displayCoachingPayment: user.displayCoachingPayment || canceled,
  });
  return {
    ended: canceled,
    message: canceled ? PAYMENT_MESSAGES.coachingEnded : PAYMENT_MESSAGES.noCoachingToEnd,
    pastCoachId,
    account,
  };
}
