import type { EmailCategory } from '../email/index.js';
import { isCoach } from '../../policies/coach.js';

/** The preferences that are plain opt-outs of one e-mail category (on unless opted out). */
export const OPT_OUT_SWITCHES = {
  bookingReminders: 'booking-reminder',
  unreadChat: 'chat-unread',
  coachDigest: 'coach-digest',
} as const satisfies Record<string, EmailCategory>;

export type OptOutSwitch = keyof typeof OPT_OUT_SWITCHES;

/** Coaches get the weekly digest of their clients; nobody else has that switch (the digest job's own rule). */
export const receivesCoachDigest = isCoach;
