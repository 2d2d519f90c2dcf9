import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { ACCOUNT_DATA, type AccountDeletionStatus } from '@oola/domain';
import * as s from '../../db/schema/index.js';
import { runQueuedJobs, runRecurringJob } from '../../test/jobs.js';
import { newMemberWithEverything, type MemberWithEverything } from '../../test/factories/index.js';
import { call, createTestApp, TEST_PASSWORD, type Identity, type TestApp } from '../../test/test-app.js';
import { ERASURE_STEPS } from './erasure-steps.js';
import { accountErasureJob } from './erasure-job.js';
import { eraseAccount } from './erasure.js';
import { globalStepsTaken } from '../tracker/counter/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONFIRMATION = { confirmation: 'delete my account', password: TEST_PASSWORD };
const requestDeletion = (who: Identity, body: Record<string, unknown> = CONFIRMATION) =>
  who.call<AccountDeletionStatus>({ method: 'POST', url: '/api/Account/Deletion', payload: body });

/** Every table and the column naming the member in it: what the erasure must empty or anonymise. */
const PERSONAL: [string, PgTable, PgColumn][] = [
  ['sessions', s.sessions, s.sessions.userId],
  ['silent_tokens', s.silentTokens, s.silentTokens.userId],
  ['account_tokens', s.accountTokens, s.accountTokens.userId],
  ['customize_answers', s.customizeAnswers, s.customizeAnswers.userId],
  ['assessments', s.assessments, s.assessments.userId],
  ['goals', s.goals, s.goals.userId],
  ['actions', s.actions, s.actions.userId],
  ['action_repeats', s.actionRepeats, s.actionRepeats.userId],
  ['action_tracker_states', s.actionTrackerStates, s.actionTrackerStates.userId],
  ['user_achievements', s.userAchievements, s.userAchievements.userId],
  ['streak_pauses', s.streakPauses, s.streakPauses.userId],
  ['tasks', s.tasks, s.tasks.userId],
  ['idempotent_requests', s.idempotentRequests, s.idempotentRequests.userId],
  ['elearning_tracks', s.elearningTracks, s.elearningTracks.userId],
  ['module_completions', s.moduleCompletions, s.moduleCompletions.userId],
  ['module_answers', s.moduleAnswers, s.moduleAnswers.userId],
  ['elearning_assessments', s.elearningAssessments, s.elearningAssessments.userId],
  ['course_purchases', s.coursePurchases, s.coursePurchases.userId],
  ['course_module_completions', s.courseModuleCompletions, s.courseModuleCompletions.userId],
  ['course_assessments', s.courseAssessments, s.courseAssessments.userId],
  ['quiz_attempts', s.quizAttempts, s.quizAttempts.userId],
  ['coach_match_answers', s.coachMatchAnswers, s.coachMatchAnswers.userId],
  ['coach_selection_skips', s.coachSelectionSkips, s.coachSelectionSkips.userId],
  ['session_notes', s.sessionNotes, s.sessionNotes.clientId],
  ['chat_messages', s.chatMessages, s.chatMessages.clientId],
  ['chat_read_marks', s.chatReadMarks, s.chatReadMarks.clientId],
  ['chat_unread_notices', s.chatUnreadNotices, s.chatUnreadNotices.clientId],
  ['notifications', s.notifications, s.notifications.userId],
  ['notification_settings', s.notificationSettings, s.notificationSettings.userId],
  ['email_opt_outs', s.emailOptOuts, s.emailOptOuts.userId],
  ['email_outbox', s.emailOutbox, s.emailOutbox.userId],
  ['push_subscriptions', s.pushSubscriptions, s.pushSubscriptions.userId],
  ['push_outbox', s.pushOutbox, s.pushOutbox.userId],
  ['payment_methods', s.paymentMethods, s.paymentMethods.userId],
  ['payment_customers', s.paymentCustomers, s.paymentCustomers.userId],
  ['account_exports', s.accountExports, s.accountExports.userId],
  ['coach_profiles', s.coachProfiles, s.coachProfiles.userId],
  ['coach_availability', s.coachAvailability, s.coachAvailability.coachId],
  ['coach_days_off', s.coachDaysOff, s.coachDaysOff.coachId],
  ['coach_assessment_answers', s.coachAssessmentAnswers, s.coachAssessmentAnswers.coachId],
  ['coach_achievements', s.coachAchievements, s.coachAchievements.coachId],
];

/**
 * Tables that name a person and keep the row (decision 075): anonymised through the users row, or the
 * other party's record (the coach's held sessions, the pair's history, a visitor's support conversation
 * a staff member answered), or the erasure's own bookkeeping.
 */
const KEPT = new Set([
  'users',
  'account_deletions',
  'payments',
  'session_credits',
  'support_messages',
  'coaching_subscriptions',
  'coach_selections',
  'bookings',
  'meetings',
]);

/** The users table and every table with a column that refers to it. */
function tablesNamingAPerson(): string[] {
  const tables = (Object.values(s) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  return tables
    .map((table) => getTableConfig(table))
    .filter(
      (config) =>
        config.name === 'users' ||
        config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === 'users'),
    )
    .map((config) => config.name)
    .sort();
}

async function rowsLeft(userId: number): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const [name, table, column] of PERSONAL) {
    const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(column, userId));
    left[name] = row!.n;
  }
  return left;
}

const emptyTables = Object.fromEntries(PERSONAL.map(([name]) => [name, 0]));

/** What stays of the member: the anonymous records the decision keeps, as comparable facts. */
async function whatStays(member: MemberWithEverything) {
  const db = t.database.db;
  const id = member.client.id;
  const [user] = await db.select().from(s.users).where(eq(s.users.id, id));
  const payments = await db
    .select({ amount: s.payments.amountCents, brand: s.payments.cardBrand, last4: s.payments.cardLast4 })
    .from(s.payments)
    .where(eq(s.payments.userId, id));
  const bookings = await db.select({ status: s.bookings.status }).from(s.bookings).where(eq(s.bookings.clientId, id));
  const held = await db
    .select({ n: count() })
    .from(s.meetings)
    .where(and(eq(s.meetings.coachId, member.coach.id), isNotNull(s.meetings.completedAt)));
  const open = await db
    .select({ n: count() })
    .from(s.coachSelections)
    .where(and(eq(s.coachSelections.clientId, id), sql`${s.coachSelections.endedAt} is null`));
  const subscriptions = await db
    .select({ status: s.coachingSubscriptions.status })
    .from(s.coachingSubscriptions)
    .where(eq(s.coachingSubscriptions.userId, id));
  return {
    user: {
      firstName: user!.firstName,
      lastName: user!.lastName,
      email: user!.email,
      phone: user!.phone,
      timeZone: user!.timeZone,
      pictureFileName: user!.pictureFileName,
      coachId: user!.coachId,
    },
    payments,
    bookings,
    coachHeldSessions: held[0]!.n,
    openPairs: open[0]!.n,
    subscriptions,
  };
}

/** The number GetGlobalActionStepsTaken answers: everyone's past work, which an erasure keeps. */
const globalCounters = () => globalStepsTaken(t.database.db);

describe('delete my account: the erasure', () => {
  it('decides for every table that names a person: erased, or kept by decision 075', () => {
    const tables = tablesNamingAPerson();
    const decided = new Set([...PERSONAL.map(([name]) => name), ...KEPT]);
    expect(tables.filter((name) => !decided.has(name))).toEqual([]);
    expect([...KEPT].filter((name) => !tables.includes(name))).toEqual([]);
  });

  it('waits 14 days, then erases the member table by table, keeping payments, held sessions and the counter', async () => {
    const member = await newMemberWithEverything(t);
    const id = member.client.id;
    const [email] = await t.database.db.select({ email: s.users.email }).from(s.users).where(eq(s.users.id, id));
    const countersBefore = await globalCounters();
    const heldBefore = (await whatStays(member)).coachHeldSessions;

    const requested = await requestDeletion(member.client);
    expect(requested.status).toBe(201);
    const eraseAfter = new Date(requested.body.deletion!.eraseAfter).getTime();
    expect(eraseAfter - t.clock.now().getTime()).toBeGreaterThanOrEqual(
      ACCOUNT_DATA.deletionGraceDays * 86_400_000 - 1000,
    );

    t.clock.advanceDays(ACCOUNT_DATA.deletionGraceDays - 1);
    await runRecurringJob(t, accountErasureJob);
    expect((await rowsLeft(id)).goals).toBe(1);

    t.clock.advanceDays(1);
    await runRecurringJob(t, accountErasureJob);
    expect(await rowsLeft(id)).toEqual(emptyTables);
    expect(await whatStays(member)).toEqual({
      user: {
        firstName: 'Deleted',
        lastName: 'member',
        email: null,
        phone: null,
        timeZone: null,
        pictureFileName: null,
        coachId: null,
      },
      payments: [{ amount: 9000, brand: null, last4: null }],
      bookings: [{ status: 'cancelled' }],
      coachHeldSessions: heldBefore,
      openPairs: 0,
      subscriptions: [{ status: 'canceled' }],
    });
    expect(await globalCounters()).toEqual(countersBefore);
    const pictures = await t.database.db
      .select()
      .from(s.mediaFiles)
      .where(eq(s.mediaFiles.key, `profile/${id}picture.webp`));
    expect(pictures).toHaveLength(0);

    const mails = await t.database.db
      .select({ key: s.emailOutbox.idempotencyKey, to: s.emailOutbox.toAddress, template: s.emailOutbox.template })
      .from(s.emailOutbox)
      .where(
        or(eq(s.emailOutbox.toAddress, email!.email!), sql`${s.emailOutbox.idempotencyKey} like 'account-erased:%'`),
      );
    expect(mails).toEqual([{ key: `account-erased:${id}`, to: email!.email, template: 'account-erased' }]);

    await runQueuedJobs(t);
    const coachMails = await t.database.db
      .select({ template: s.emailOutbox.template })
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.userId, member.coach.id));
    expect(coachMails.map((m) => m.template)).toContain('booking-change');

    const login = await call(t, {
      method: 'POST',
      url: '/api/Login',
      payload: { userId: String(id), password: TEST_PASSWORD, loginType: 2 },
    });
    expect(login.status).toBe(401);
  });

  it('resumes an erasure cut short and ends exactly as one that ran through', async () => {
    const whole = await newMemberWithEverything(t);
    const cut = await newMemberWithEverything(t);
    for (const member of [whole, cut]) expect((await requestDeletion(member.client)).status).toBe(201);
    t.clock.advanceDays(ACCOUNT_DATA.deletionGraceDays);
    const idOf = async (member: MemberWithEverything) =>
      (
        await t.database.db.select().from(s.accountDeletions).where(eq(s.accountDeletions.userId, member.client.id))
      )[0]!;

    await eraseAccount(t.database.db, t.clock, (await idOf(whole)).id);
    await eraseAccount(t.database.db, t.clock, (await idOf(cut)).id, 7);
    const halfway = await idOf(cut);
    expect(halfway).toMatchObject({ stepsDone: 7, erasedAt: null });
    expect((await rowsLeft(cut.client.id)).sessions).toBe(0);

    await runRecurringJob(t, accountErasureJob);
    expect(await idOf(cut)).toMatchObject({ stepsDone: ERASURE_STEPS.length, erasedAt: expect.any(Date) });
    expect(await rowsLeft(cut.client.id)).toEqual(emptyTables);
    expect(await whatStays(cut)).toEqual(await whatStays(whole));

    await eraseAccount(t.database.db, t.clock, (await idOf(cut)).id);
    expect(await idOf(cut)).toMatchObject({ stepsDone: ERASURE_STEPS.length });
  });

  it('erases a long history in batches, each keeping the steps counter whole, and resumes between them', async () => {
    const member = await newMemberWithEverything(t);
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      userId: member.client.id,
      text: `Step ${index}`,
      day: '2026-01-01',
      completedAt: t.clock.now(),
    }));
    await t.database.db.insert(s.actions).values(rows);
    const countersBefore = await globalCounters();
    await requestDeletion(member.client);
    t.clock.advanceDays(ACCOUNT_DATA.deletionGraceDays);
    const [deletion] = await t.database.db
      .select()
      .from(s.accountDeletions)
      .where(eq(s.accountDeletions.userId, member.client.id));
    const actionsStep = ERASURE_STEPS.findIndex((step) => step.name === 'actions');

    await eraseAccount(t.database.db, t.clock, deletion!.id, actionsStep + 2);
    expect((await rowsLeft(member.client.id)).actions).toBe(2501 - 2 * 250);
    expect(await globalCounters()).toEqual(countersBefore);

    await eraseAccount(t.database.db, t.clock, deletion!.id);
    expect(await rowsLeft(member.client.id)).toEqual(emptyTables);
    expect(await globalCounters()).toEqual(countersBefore);
  });
});
