import { and, eq, ne } from 'drizzle-orm';
import type { PaymentAccount } from '@oola/domain';
import { coachingSubscriptions, coachProfiles, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { currentCoachId, sessionsRemaining } from '../coaching/index.js';
import { currentCard, publicCard } from './card-on-file.js';
import type { PaymentDeps } from './charge.js';

async function coachSummary(deps: PaymentDeps, coachId: number | null): Promise<PaymentAccount['coach']> {
  if (coachId === null) return null;
  const [row] = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      sessionRate: coachProfiles.sessionRate,
    })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(eq(users.id, coachId));
  return row ?? null;
}

/** The member's card, coaching subscription, session credits and coach, read together. */
export async function paymentAccount(deps: PaymentDeps, user: AuthUser): Promise<PaymentAccount> {
  const { db } = deps;
  const [card, [subscription], remaining, coachId] = await Promise.all([
    currentCard(db, deps.provider, user.id),
    db
      .select()
      .from(coachingSubscriptions)
      .where(and(eq(coachingSubscriptions.userId, user.id), ne(coachingSubscriptions.status, 'canceled'))),
    sessionsRemaining(db, user.id),
    currentCoachId(db, user.id),
  ]);
  return {
    card: card ? publicCard(card) : null,
    subscription: subscription
      ? {
          status: subscription.status,
          priceCents: subscription.priceCents,
          currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        }
      : null,
    sessionsRemaining: remaining,
    coach: await coachSummary(deps, coachId),
    displayCoachingPayment: user.displayCoachingPayment,
  };
}
