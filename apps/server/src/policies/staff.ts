import { COURSE_MESSAGES } from '@oola/domain';
import type { Actor } from '../core/actor.js';
import { ALLOWED, forbid, type Verdict } from './ability.js';
import { signedInAbility, type RouteAbility } from './route-ability.js';

const STAFF_MESSAGES = {
  notifications: 'Only staff can send notifications.',
  supportChats: 'Only the support team can see support chats.',
  outbox: 'Only staff can read the outbox.',
  grantCourse: COURSE_MESSAGES.staffOnly,
  deletions: 'Only staff can see pending account deletions.',
} as const;

/** users.is_staff: the support team. */
const staffOnly =
  (message: string) =>
  (actor: Actor): Verdict =>
    actor.isStaff ? ALLOWED : forbid(message);

/** Whether a signed-in person may join the staff's support-chat room (the socket handshake). */
export const answerSupportChats = (actor: Actor): Verdict => staffOnly(STAFF_MESSAGES.supportChats)(actor);

export const staffAbilities = {
  sendNotifications: signedInAbility('staff.sendNotifications', staffOnly(STAFF_MESSAGES.notifications)),
  answerSupportChats: signedInAbility('staff.answerSupportChats', answerSupportChats),
  readOutbox: signedInAbility('staff.readOutbox', staffOnly(STAFF_MESSAGES.outbox)),
  grantCourses: signedInAbility('staff.grantCourses', staffOnly(STAFF_MESSAGES.grantCourse)),
  readPendingDeletions: signedInAbility('staff.readPendingDeletions', staffOnly(STAFF_MESSAGES.deletions)),
} satisfies Record<string, RouteAbility>;
