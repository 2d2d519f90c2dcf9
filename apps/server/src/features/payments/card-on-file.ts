import { and, eq, isNull } from 'drizzle-orm';
import type { SavedCard } from '@oola/domain';
import type { Db, Queryable } from '../../db/client.js';
import { paymentMethods, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { customerFor } from './customers.js';
import type { CardInput, PaymentProvider, ProviderCard } from './provider.js';

/** Whether the member has a current card on file (creditCardOnFile). */
export async function hasCardOnFile(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.detachedAt)));
  return row !== undefined;
}

/** The member's current card with this provider (a card saved with another provider cannot be charged). */
export async function currentCard(
  db: Queryable,
  provider: PaymentProvider,
  userId: number,
): Promise<ProviderCard | null> {
  const [row] = await db
    .select({
      providerMethodId: paymentMethods.providerMethodId,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
    })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.provider, provider.name),
        isNull(paymentMethods.detachedAt),
      ),
    );
  return row ?? null;
}

export const publicCard = ({ brand, last4, expMonth, expYear }: ProviderCard): SavedCard => ({
  brand,
  last4,
  expMonth,
  expYear,
});

/**
 * Sets or replaces the member's card: the provider checks and keeps it (a refused card throws
 * CardDeclinedError and nothing changes here), then the old card is marked detached and the new
 * one stored: brand, last 4 and expiry only.
 */
export async function saveCard(
  db: Db,
  provider: PaymentProvider,
  user: AuthUser,
  input: CardInput,
  at: Date,
): Promise<SavedCard> {
  const customerId = await customerFor(db, provider, user);
  const card = await provider.attachCard(customerId, input);
  const replaced = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const old = await tx
      .update(paymentMethods)
      .set({ detachedAt: at })
      .where(and(eq(paymentMethods.userId, user.id), isNull(paymentMethods.detachedAt)))
      .returning({ providerMethodId: paymentMethods.providerMethodId, provider: paymentMethods.provider });
    await tx.insert(paymentMethods).values({ userId: user.id, provider: provider.name, createdAt: at, ...card });
    return old;
  });
  for (const old of replaced) {
    if (old.provider === provider.name) await provider.detachCard(old.providerMethodId);
  }
  return publicCard(card);
}
