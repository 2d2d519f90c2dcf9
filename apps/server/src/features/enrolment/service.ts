import { eq, sql } from 'drizzle-orm';
import { DUPLICATE_EMAIL_MESSAGE, USER_TYPE, type Session, type signUpSchema } from '@oola/domain';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { conflict } from '../../core/app-error.js';
import { hashPassword } from '../../identity/passwords.js';
import { createSession } from '../../identity/session-store.js';
import { createUser } from '../../identity/users.js';
import { sessionView } from '../auth/index.js';
import { enqueueWelcome } from '../email-verification/index.js';
import { isKnownZone } from '../timezone/index.js';
import type { Publisher } from '../../events/index.js';

type SignUp = z.infer<typeof signUpSchema>;

/** The referring alias as the referrer spells it, or null when nobody has it. */
async function referrer(db: Db, alias: string | null): Promise<string | null> {
  if (!alias) return null;
  const [row] = await db
    .select({ webAlias: users.webAlias })
    .from(users)
    .where(eq(sql`lower(${users.webAlias})`, alias.toLowerCase()))
    .limit(1);
  return row?.webAlias ?? null;
}

export interface SignUpContext {
  clock: Clock;
  brandName: string;
  browser: string | null;
  /** The caller's address, kept with the session (My account lists it). */
  address: string;
  events: Publisher;
}

/**
 * Creates a member (user type 1, step 0) in their browser's zone when it is a known one, queues their welcome e-mail with its verification link
 * in the same transaction, and signs them in, answering the same session as POST /api/Login.
 * A taken email is a 409.
 */
export async function signUp(db: Db, input: SignUp, context: SignUpContext): Promise<Session> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const referredByAlias = await referrer(db, input.referredByAlias);
  const user = await db.transaction(async (tx) => {
    const created = await createUser(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone.replace(/\D/g, ''),
      passwordHash,
      userTypeId: USER_TYPE.subscriber,
      stepId: 0,
      referredByAlias,
      timeZone: input.timeZone && isKnownZone(input.timeZone) ? input.timeZone : null,
      // A new member pays for coaching before their first coach (decision 041).
      displayCoachingPayment: true,
    });
    // Two sign-ups racing with one email: the loser gets the same 409.
    if (!created) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    await enqueueWelcome(tx, created, context.brandName, context.clock.now());
    return created;
  });
  context.events.publish('member.signedUp', { userId: user.id });
  const session = await createSession(
    db,
    user.id,
    { isShopify: false, browser: context.browser },
    { signInAddress: context.address },
  );
  return sessionView(db, user, session);
}
