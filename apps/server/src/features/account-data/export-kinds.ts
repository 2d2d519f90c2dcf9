import { and, asc, eq, getTableColumns, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { identityOf } from './member-identity.js';
import type { ExportRow } from './export-row.js';
import { SUPPORT_CHAT_COLUMNS, supportChatRows } from './support-chat-rows.js';

/** One file of the export: `<name>.json`, and `<name>.csv` too where a spreadsheet helps. */
export interface ExportKind {
  name: string;
  /** The README's line for the file. */
  description: string;
  csv?: boolean;
  /** Only in a coach's export. */
  coachOnly?: boolean;
  /** The CSV's header (the JSON's keys), known even when there are no rows. */
  columns: readonly string[];
  rows(db: Queryable, userId: number): Promise<ExportRow[]>;
}

/** Columns never exported: secrets and provider references that mean nothing to the member. */
const SECRET_COLUMNS = new Set(['passwordHash', 'shopCustomerToken', 'tokenHash', 'providerMethodId', 'secretHash']);

/** Every column of the table except the secret ones, in schema order. */
export function exportedColumns(table: PgTable): Record<string, ReturnType<typeof getTableColumns>[string]> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !SECRET_COLUMNS.has(name)));
}

const rowsOf =
  (table: PgTable, where: (userId: number) => SQL | undefined) =>
  (db: Queryable, userId: number): Promise<ExportRow[]> =>
    db.select(exportedColumns(table)).from(table).where(where(userId)) as Promise<ExportRow[]>;

const kind = (
  name: string,
  description: string,
  table: PgTable,
  where: (userId: number) => SQL | undefined,
  options: Pick<ExportKind, 'csv' | 'coachOnly'> = {},
): ExportKind => ({
  name,
  description,
  columns: Object.keys(exportedColumns(table)),
  rows: rowsOf(table, where),
  ...options,
});

/**
 * A table a visitor fills without an account (the free tests): the rows of the account's current
 * e-mail, the ones the erasure deletes (decision 074); none for an account without an e-mail.
 */
const visitorKind = (name: string, description: string, table: PgTable, email: PgColumn): ExportKind => ({
  name,
  description,
  columns: Object.keys(exportedColumns(table)),
  rows: async (db, userId) => {
    const { email: address } = await identityOf(db, userId);
    return address ? rowsOf(table, () => eq(email, address))(db, userId) : [];
  },
});

const PAGE = 200;

/** The long kinds (two years of actions, a chat) are read a page at a time, so no one query runs long. */
const pagedKind = (
  name: string,
  description: string,
  table: PgTable,
  id: PgColumn,
  where: (userId: number) => SQL | undefined,
  options: Pick<ExportKind, 'csv'> = {},
): ExportKind => ({
  ...kind(name, description, table, where, options),
  rows: async (db, userId) => {
    const rows: ExportRow[] = [];
    for (let last = 0; ;) {
      const page = (await db
        .select(exportedColumns(table))
        .from(table)
        .where(and(where(userId), gt(id, last)))
        .orderBy(asc(id))
        .limit(PAGE)) as ExportRow[];
      rows.push(...page);
      if (page.length < PAGE) return rows;
      last = page.at(-1)!.id as number;
    }
  },
});

const s = schema;

/** Every kind of data a member's export holds, in the order the README lists them. */
export const EXPORT_KINDS: readonly ExportKind[] = [
  kind('profile', 'Your account: names, e-mail, phone, time zone, step and level.', s.users, (id) =>
    eq(s.users.id, id),
  ),
  kind('sign-in-sessions', 'Where and when you signed in (browser, first use, expiry).', s.sessions, (id) =>
    eq(s.sessions.userId, id),
  ),
  kind('customize-answers', 'Your answers to the customize questions.', s.customizeAnswers, (id) =>
    eq(s.customizeAnswers.userId, id),
  ),
  kind('assessments', 'Each assessment you took (its date and kind).', s.assessments, (id) =>
    eq(s.assessments.userId, id),
  ),
  {
    name: 'scores',
    description: 'Your score (1-10) for each question of each assessment, over time.',
    csv: true,
    columns: ['assessmentId', 'takenAt', 'questionId', 'score'],
    rows: (db, userId) =>
      db
        .select({
          assessmentId: s.assessmentScores.assessmentId,
          takenAt: s.assessments.startedAt,
          questionId: s.assessmentScores.questionId,
          score: s.assessmentScores.score,
        })
        .from(s.assessmentScores)
        .innerJoin(s.assessments, eq(s.assessments.id, s.assessmentScores.assessmentId))
        .where(eq(s.assessments.userId, userId))
        .orderBy(s.assessments.startedAt, s.assessmentScores.questionId),
  },
  kind('goals', 'Your goals per area, their status and dates.', s.goals, (id) => eq(s.goals.userId, id), { csv: true }),
  pagedKind(
    'actions',
    'Every daily action you planned and when you completed it.',
    s.actions,
    s.actions.id,
    (id) => eq(s.actions.userId, id),
    {
      csv: true,
    },
  ),
  kind('action-repeats', 'Actions you set to repeat on chosen weekdays.', s.actionRepeats, (id) =>
    eq(s.actionRepeats.userId, id),
  ),
  kind('achievements', 'Badges and streak milestones you earned.', s.userAchievements, (id) =>
    eq(s.userAchievements.userId, id),
  ),
  kind('streak-pauses', 'Days you paused your streak.', s.streakPauses, (id) => eq(s.streakPauses.userId, id)),
  kind('todo', 'Your weekly to-do list items.', s.tasks, (id) => eq(s.tasks.userId, id), { csv: true }),
  kind('elearning-tracks', 'The e-learning tracks you started.', s.elearningTracks, (id) =>
    eq(s.elearningTracks.userId, id),
  ),
  kind('elearning-modules', 'E-learning modules you completed.', s.moduleCompletions, (id) =>
    eq(s.moduleCompletions.userId, id),
  ),
  kind('elearning-answers', 'Your answers inside e-learning modules.', s.moduleAnswers, (id) =>
    eq(s.moduleAnswers.userId, id),
  ),
  kind('elearning-assessments', 'Assessments taken inside e-learning.', s.elearningAssessments, (id) =>
    eq(s.elearningAssessments.userId, id),
  ),
  kind('courses', 'Courses you own.', s.coursePurchases, (id) => eq(s.coursePurchases.userId, id)),
  kind('course-progress', 'Course modules you completed.', s.courseModuleCompletions, (id) =>
    eq(s.courseModuleCompletions.userId, id),
  ),
  kind('course-assessments', 'Assessments taken inside courses.', s.courseAssessments, (id) =>
    eq(s.courseAssessments.userId, id),
  ),
  kind('quiz-attempts', 'Every quiz attempt and its result.', s.quizAttempts, (id) => eq(s.quizAttempts.userId, id)),
  kind('coaches', 'The coaches you chose and when each coaching ended.', s.coachSelections, (id) =>
    eq(s.coachSelections.clientId, id),
  ),
  kind('find-a-coach-answers', 'Your answers to the find-a-coach questions.', s.coachMatchAnswers, (id) =>
    eq(s.coachMatchAnswers.userId, id),
  ),
  kind('find-a-coach-not-now', 'When you chose to start on your own, without a coach.', s.coachSelectionSkips, (id) =>
    eq(s.coachSelectionSkips.userId, id),
  ),
  kind('coaching-notes', "The coaching room's notes between you and your coach.", s.sessionNotes, (id) =>
    eq(s.sessionNotes.clientId, id),
  ),
  pagedKind('coaching-chat', 'Your chat messages with your coach.', s.chatMessages, s.chatMessages.id, (id) =>
    eq(s.chatMessages.clientId, id),
  ),
  kind('meetings', 'Video sessions with your coach.', s.meetings, (id) => eq(s.meetings.clientId, id)),
  kind('bookings', 'Sessions you booked with a coach.', s.bookings, (id) => eq(s.bookings.clientId, id)),
  kind('payments', 'Your payments (card brand and last 4 digits only, never the card number).', s.payments, (id) =>
    eq(s.payments.userId, id),
  ),
  kind('cards', 'Cards you saved (brand, last 4 digits and expiry only).', s.paymentMethods, (id) =>
    eq(s.paymentMethods.userId, id),
  ),
  kind('coaching-subscriptions', 'Monthly coaching subscriptions.', s.coachingSubscriptions, (id) =>
    eq(s.coachingSubscriptions.userId, id),
  ),
  kind('session-credits', 'Coaching session credits bought and used.', s.sessionCredits, (id) =>
    eq(s.sessionCredits.userId, id),
  ),
  kind('notification-preferences', 'Your reminder and notification settings.', s.notificationSettings, (id) =>
    eq(s.notificationSettings.userId, id),
  ),
  kind('email-opt-outs', 'E-mail categories you unsubscribed from.', s.emailOptOuts, (id) =>
    eq(s.emailOptOuts.userId, id),
  ),
  kind('notifications', 'Notifications the portal sent you.', s.notifications, (id) => eq(s.notifications.userId, id)),
  {
    name: 'support-chats',
    description: 'Support chats started with your current e-mail address, with every message.',
    columns: SUPPORT_CHAT_COLUMNS,
    rows: supportChatRows,
  },
  visitorKind(
    'free-tests',
    'Free life-balance tests taken with your current e-mail address: your answers and scores.',
    s.freeTestSubmissions,
    s.freeTestSubmissions.email,
  ),
  visitorKind(
    'stress-assessments',
    'Stress assessments taken with your current e-mail address: your answers and stress score.',
    s.stressSubmissions,
    s.stressSubmissions.email,
  ),
  kind(
    'coach-profile',
    'Your coach listing: bio, offer, contact and social links.',
    s.coachProfiles,
    (id) => eq(s.coachProfiles.userId, id),
    { coachOnly: true },
  ),
  kind(
    'coach-availability',
    'Your weekly hours (minutes after midnight in your time zone).',
    s.coachAvailability,
    (id) => eq(s.coachAvailability.coachId, id),
    { coachOnly: true },
  ),
  kind('coach-days-off', 'Days you took off.', s.coachDaysOff, (id) => eq(s.coachDaysOff.coachId, id), {
    coachOnly: true,
  }),
  {
    name: 'coach-sessions',
    description: 'Sessions you held or booked as a coach.',
    coachOnly: true,
    columns: [
      'kind',
      ...new Set([...Object.keys(exportedColumns(s.meetings)), ...Object.keys(exportedColumns(s.bookings))]),
    ],
    rows: async (db, userId) => {
      const [held, booked] = await Promise.all([
        db.select(exportedColumns(s.meetings)).from(s.meetings).where(eq(s.meetings.coachId, userId)),
        db.select(exportedColumns(s.bookings)).from(s.bookings).where(eq(s.bookings.coachId, userId)),
      ]);
      return [
        ...held.map((row) => ({ kind: 'meeting', ...row })),
        ...booked.map((row) => ({ kind: 'booking', ...row })),
      ];
    },
  },
  kind(
    'coach-notes',
    'Notes you wrote as a coach in your clients’ coaching rooms.',
    s.sessionNotes,
    (id) => and(eq(s.sessionNotes.authorId, id), eq(s.sessionNotes.coachId, id)),
    {
      coachOnly: true,
    },
  ),
  kind(
    'coach-achievements',
    'Achievements you earned as a coach.',
    s.coachAchievements,
    (id) => eq(s.coachAchievements.coachId, id),
    { coachOnly: true },
  ),
];
