import { dateTimeFormat } from '@oola/domain';
import type { CustomerProfileInfo } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { hasCardOnFile } from '../payments/index.js';
import type { UserRow } from '../../identity/session-store.js';
import { sessionsRemaining } from '../coaching/index.js';

/** The coaching figures of the profile, read from the card on file and the session-credit ledger. */
export interface CoachingFacts {
  creditCardOnFile: boolean;
  sessionsRemaining: number;
}

export async function coachingFacts(db: Db, userId: number): Promise<CoachingFacts> {
  const [creditCardOnFile, remaining] = await Promise.all([hasCardOnFile(db, userId), sessionsRemaining(db, userId)]);
  return { creditCardOnFile, sessionsRemaining: remaining };
}

function localTime(timeZone: string | null, now: Date): string | null {
  if (!timeZone) return null;
  return dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(now);
}

/** GetCustomerProfileInfo: who the member is and which coach features apply. */
export function profileInfo(user: UserRow, coaching: CoachingFacts, now: Date): CustomerProfileInfo {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userTypeId: user.userTypeId,
    customerLevel: `Level ${user.level}`,
    hasCoach: user.coachId !== null,
    coachId: user.coachId ?? 0,
    isActiveCoach: user.isActiveCoach,
    enableMyCoachSection: user.coachId !== null,
    definedTimeZoneId: user.timeZone,
    customerLocalTime: localTime(user.timeZone, now),
    pictureFileName: user.pictureFileName,
    ...coaching,
    webAlias: user.webAlias,
    isShopify: user.isShopify,
    isStaff: user.isStaff,
  };
}
