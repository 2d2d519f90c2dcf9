import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentCustomers } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { PaymentProvider } from './provider.js';

/** The member's customer at the provider, made on first use (a provider switch makes a new one). */
export async function customerFor(db: Db, provider: PaymentProvider, user: AuthUser): Promise<string> {
  const [existing] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
  if (existing?.provider === provider.name) return existing.providerCustomerId;
  const providerCustomerId = await provider.createCustomer({
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
  });
  const values = { provider: provider.name, providerCustomerId };
  if (existing) {
    await db
      .update(paymentCustomers)
      .set(values)
      .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, existing.provider)));
  } else {
    await db
      .insert(paymentCustomers)
      .values({ userId: user.id, ...values })
      .onConflictDoNothing();
  }
  // Two first payments racing: the one stored first wins and both use it.
  const [stored] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
  return stored!.providerCustomerId;
}

/** The customer id already made for the member with this provider, or null. */
export async function existingCustomer(db: Db, provider: PaymentProvider, userId: number): Promise<string | null> {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row?.provider === provider.name ? row.providerCustomerId : null;
}
