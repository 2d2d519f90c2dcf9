import { dateTimeFormat } from '@oola/domain';
import type { CustomerProfileInfo } from '@oola/domain';
import type { UserRow } from './session-store.js';

function localTime(timeZone: string | null, now: Date): string | null {
  if (!timeZone) return null;
  return dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(now);
}

/** GetCustomerProfileInfo: who the member is and which coach features apply. */
export function profileInfo(user: UserRow, now: Date): CustomerProfileInfo {
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
    creditCardOnFile: false,
    sessionsRemaining: 0,
    webAlias: user.webAlias,
    isShopify: user.isShopify,
    isStaff: user.isStaff,
  };
}
