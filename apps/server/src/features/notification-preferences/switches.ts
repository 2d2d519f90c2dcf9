import { USER_TYPE } from '@oola/domain';
import type { EmailCategory } from '../email/index.js';
import type { AuthUser } from '../../http/authenticate.js';

/** The preferences that are plain opt-outs of one e-mail category (on unless opted out). */
export const OPT_OUT_SWITCHES = {
  bookingReminders: 'booking-reminder',
  unreadChat: 'chat-unread',
  coachDigest: 'coach-digest',
} as const satisfies Record<string, EmailCategory>;

export type OptOutSwitch = keyof typeof OPT_OUT_SWITCHES;

/** Coaches get the weekly digest of their clients; nobody else has that switch. */
export const receivesCoachDigest = (user: Pick<AuthUser, 'isActiveCoach' | 'userTypeId'>) =>
  user.isActiveCoach || user.userTypeId === USER_TYPE.coach;
