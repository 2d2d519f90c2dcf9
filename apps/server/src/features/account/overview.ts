import type { AccountOverview } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import { pendingEmail } from './email-change-service.js';

/** Ten digits as 555-010-1001; anything else as stored. */
export function formatPhone(digits: string | null): string | null {
  if (!digits) return null;
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}

export async function accountOverview(db: Db, clock: Clock, user: AuthUser): Promise<AccountOverview> {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: await pendingEmail(db, user.id, clock.now()),
    phone: formatPhone(user.phone),
    timeZone: user.timeZone,
  };
}
