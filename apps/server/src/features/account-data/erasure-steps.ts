import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import * as s from '../../db/schema/index.js';
import { keepErasedSteps } from '../tracker/index.js';
import { deleteAccountTokens } from '../../identity/account-tokens.js';
import { bookingChangeMail, endPair, enqueueBookingChange } from '../coaching/index.js';
import { enqueueEmail } from '../email/index.js';
import { accountErasedEmail } from './emails/account-erased-email.js';
import { identityOf } from './member-identity.js';

export interface ErasureContext {
  userId: number;
  now: Date;
}

/**
 * One step of an erasure, idempotent (running it again finds nothing left to do). Each run is one
 * transaction; a step over many rows does a batch per run and answers false while rows are left.
 */
export interface ErasureStep {
  name: string;
  run(tx: Tx, context: ErasureContext): Promise<boolean | void>;
}

/** Rows per transaction for the long tables: a request arriving meanwhile waits for one batch only. */
const BATCH = 250;

/** Deletes the member's rows of one table (decision 075: "delete"). */
const deleteRows = (name: string, table: PgTable, where: (userId: number) => ReturnType<typeof eq>): ErasureStep => ({
  name,
  run: async (tx, { userId }) => {
    await tx.delete(table).where(where(userId));
  },
});

/**
 * The erasure, in order (decision 075). The first step makes the account unusable, so nothing new is
 * written while the rest runs; the last one scrubs the users row, which stays as an anonymous record for
 * what must stay (payments, the coach's held sessions).
 */
export const ERASURE_STEPS: readonly ErasureStep[] = [
  {
    name: 'sign-in',
    run: async (tx, { userId }) => {
      await tx.delete(s.sessions).where(eq(s.sessions.userId, userId));
      await tx.delete(s.silentTokens).where(eq(s.silentTokens.userId, userId));
      await deleteAccountTokens(tx, userId);
      await tx
        .update(s.users)
        .set({ passwordHash: `erased:${randomBytes(16).toString('hex')}`, shopCustomerToken: null })
        .where(eq(s.users.id, userId));
    },
  },
  {
    name: 'coaching',
    run: async (tx, { userId, now }) => {
      await endPair(tx, userId, now);
      await tx
        .update(s.coachingSubscriptions)
        .set({ status: 'canceled', canceledAt: now })
        .where(and(eq(s.coachingSubscriptions.userId, userId), ne(s.coachingSubscriptions.status, 'canceled')));
      await tx.delete(s.meetings).where(and(eq(s.meetings.clientId, userId), isNull(s.meetings.completedAt)));
    },
  },
  {
    name: 'future-bookings',
    run: async (tx, { userId, now }) => {
      const cancelled = await tx
        .update(s.bookings)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancelledBy: userId,
          sequence: sql`${s.bookings.sequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(s.bookings.clientId, userId), eq(s.bookings.status, 'booked'), gt(s.bookings.startsAt, now)))
        .returning();
      for (const booking of cancelled)
        await enqueueBookingChange(tx, bookingChangeMail(booking, 'cancelled', { cancelledBy: userId }));
    },
  },
  {
    name: 'visitor-records',
    run: async (tx, { userId }) => {
      const { email, phone } = await identityOf(tx, userId);
      if (email) {
        await tx.delete(s.supportConversations).where(eq(s.supportConversations.email, email));
        await tx.delete(s.freeTestSubmissions).where(eq(s.freeTestSubmissions.email, email));
        await tx.delete(s.stressSubmissions).where(eq(s.stressSubmissions.email, email));
      }
      const keys = [`id:${userId}`, ...(email ? [`id:${email}`] : []), ...(phone ? [`id:${phone}`] : [])];
      await tx.delete(s.loginFailures).where(inArray(s.loginFailures.key, keys));
    },
  },
  deleteRows('customize-answers', s.customizeAnswers, (id) => eq(s.customizeAnswers.userId, id)),
  deleteRows('assessments', s.assessments, (id) => eq(s.assessments.userId, id)),
  deleteRows('goals', s.goals, (id) => eq(s.goals.userId, id)),
  deleteRows('action-repeats', s.actionRepeats, (id) => eq(s.actionRepeats.userId, id)),
  {
    // The global count of steps taken is a total of everyone's past work: each batch keeps the completed
    // steps it deletes in the count, in the same transaction.
    name: 'actions',
    run: async (tx, { userId }) => {
      const batch = tx.select({ id: s.actions.id }).from(s.actions).where(eq(s.actions.userId, userId)).limit(BATCH);
      const deleted = await tx
        .delete(s.actions)
        .where(inArray(s.actions.id, batch))
        .returning({ completedAt: s.actions.completedAt });
      const completed = deleted.filter((action) => action.completedAt !== null).length;
      await keepErasedSteps(tx, completed);
      return deleted.length < BATCH;
    },
  },
  deleteRows('action-tracker-states', s.actionTrackerStates, (id) => eq(s.actionTrackerStates.userId, id)),
  deleteRows('achievements', s.userAchievements, (id) => eq(s.userAchievements.userId, id)),
  deleteRows('streak-pauses', s.streakPauses, (id) => eq(s.streakPauses.userId, id)),
  deleteRows('todo', s.tasks, (id) => eq(s.tasks.userId, id)),
  deleteRows('offline-replays', s.idempotentRequests, (id) => eq(s.idempotentRequests.userId, id)),
  deleteRows('elearning-tracks', s.elearningTracks, (id) => eq(s.elearningTracks.userId, id)),
  deleteRows('elearning-modules', s.moduleCompletions, (id) => eq(s.moduleCompletions.userId, id)),
  deleteRows('elearning-answers', s.moduleAnswers, (id) => eq(s.moduleAnswers.userId, id)),
  deleteRows('elearning-assessments', s.elearningAssessments, (id) => eq(s.elearningAssessments.userId, id)),
  deleteRows('courses', s.coursePurchases, (id) => eq(s.coursePurchases.userId, id)),
  deleteRows('course-progress', s.courseModuleCompletions, (id) => eq(s.courseModuleCompletions.userId, id)),
  deleteRows('course-assessments', s.courseAssessments, (id) => eq(s.courseAssessments.userId, id)),
  deleteRows('quiz-attempts', s.quizAttempts, (id) => eq(s.quizAttempts.userId, id)),
  deleteRows('find-a-coach-answers', s.coachMatchAnswers, (id) => eq(s.coachMatchAnswers.userId, id)),
  deleteRows('find-a-coach-not-now', s.coachSelectionSkips, (id) => eq(s.coachSelectionSkips.userId, id)),
  deleteRows('coaching-notes', s.sessionNotes, (id) => eq(s.sessionNotes.clientId, id)),
  deleteRows('chat-read-marks', s.chatReadMarks, (id) => eq(s.chatReadMarks.clientId, id)),
  deleteRows('chat-unread-notices', s.chatUnreadNotices, (id) => eq(s.chatUnreadNotices.clientId, id)),
  {
    name: 'coaching-chat',
    run: async (tx, { userId }) => {
      const batch = tx
        .select({ id: s.chatMessages.id })
        .from(s.chatMessages)
        .where(eq(s.chatMessages.clientId, userId))
        .limit(BATCH);
      const deleted = await tx
        .delete(s.chatMessages)
        .where(inArray(s.chatMessages.id, batch))
        .returning({ id: s.chatMessages.id });
      return deleted.length < BATCH;
    },
  },
  deleteRows('notifications', s.notifications, (id) => eq(s.notifications.userId, id)),
  deleteRows('notification-preferences', s.notificationSettings, (id) => eq(s.notificationSettings.userId, id)),
  deleteRows('email-opt-outs', s.emailOptOuts, (id) => eq(s.emailOptOuts.userId, id)),
  deleteRows('push-devices', s.pushSubscriptions, (id) => eq(s.pushSubscriptions.userId, id)),
  deleteRows('pushes', s.pushOutbox, (id) => eq(s.pushOutbox.userId, id)),
  deleteRows('cards', s.paymentMethods, (id) => eq(s.paymentMethods.userId, id)),
  deleteRows('payment-customers', s.paymentCustomers, (id) => eq(s.paymentCustomers.userId, id)),
  {
    name: 'payments',
    run: async (tx, { userId }) => {
      await tx
        .update(s.payments)
        .set({ cardBrand: null, cardLast4: null, declineCode: null })
        .where(eq(s.payments.userId, userId));
    },
  },
  {
    name: 'exports',
    run: async (tx, { userId }) => {
      const files = await tx
        .select({ key: s.accountExports.fileKey })
        .from(s.accountExports)
        .where(eq(s.accountExports.userId, userId));
      const keys = files.flatMap(({ key }) => (key ? [key] : []));
      if (keys.length > 0) await tx.delete(s.mediaFiles).where(inArray(s.mediaFiles.key, keys));
      await tx.delete(s.accountExports).where(eq(s.accountExports.userId, userId));
    },
  },
  deleteRows('coach-profile', s.coachProfiles, (id) => eq(s.coachProfiles.userId, id)),
  deleteRows('coach-availability', s.coachAvailability, (id) => eq(s.coachAvailability.coachId, id)),
  deleteRows('coach-days-off', s.coachDaysOff, (id) => eq(s.coachDaysOff.coachId, id)),
  deleteRows('coach-assessment-answers', s.coachAssessmentAnswers, (id) => eq(s.coachAssessmentAnswers.coachId, id)),
  deleteRows('coach-achievements', s.coachAchievements, (id) => eq(s.coachAchievements.coachId, id)),
  {
    name: 'pictures',
    run: async (tx, { userId }) => {
      const [user] = await tx.select({ picture: s.users.pictureFileName }).from(s.users).where(eq(s.users.id, userId));
      await tx.update(s.users).set({ pictureFileName: null }).where(eq(s.users.id, userId));
      const picture = user?.picture;
      if (picture)
        await tx
          .delete(s.mediaFiles)
          .where(
            sql`${s.mediaFiles.key} = ${`profile/${picture}`} and not exists (select 1 from ${s.users} where ${s.users.pictureFileName} = ${picture})`,
          );
    },
  },
  {
    name: 'outbox',
    run: async (tx, { userId }) => {
      await tx
        .update(s.emailOutbox)
        .set({ userId: null, toAddress: 'erased', toName: null, data: {}, html: null, text: null, attachments: [] })
        .where(or(eq(s.emailOutbox.userId, userId)));
    },
  },
  {
    name: 'profile',
    run: async (tx, { userId }) => {
      const { email, firstName } = await identityOf(tx, userId);
      if (email)
        await enqueueEmail(tx, {
          template: accountErasedEmail,
          data: { firstName },
          to: { address: email, name: firstName },
          idempotencyKey: `account-erased:${userId}`,
        });
      await tx
        .update(s.users)
        .set({
          firstName: 'Deleted',
          lastName: 'member',
          email: null,
          emailVerifiedAt: null,
          phone: null,
          webAlias: null,
          referredByAlias: null,
          timeZone: null,
          coachId: null,
          isActiveCoach: false,
          isStaff: false,
          updatedAt: sql`now()`,
        })
        .where(eq(s.users.id, userId));
    },
  },
];
