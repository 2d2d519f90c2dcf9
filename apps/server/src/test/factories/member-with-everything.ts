import { sql } from 'drizzle-orm';
import * as s from '../../db/schema/index.js';
import type { TestApp } from '../test-app.js';
import { newPair, type Pair } from './pairs.js';

/** Calendar day `offset` days from the clock's today (UTC), as yyyy-mm-dd. */
const dayFrom = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export interface MemberWithEverything extends Pair {
  /** The member's completed payment, kept for accounting after an erasure. */
  paymentId: number;
  /** A booked session with the coach, 30 days ahead (still ahead when a deletion's grace period ends). */
  bookingId: number;
}

/**
 * A member (with a coach) who has a row in every table that holds a person's data: assessments and
 * scores, goals, actions and repeats, to-dos, achievements, e-learning, courses, quizzes, coaching
 * (selection, notes, chat, read marks, meetings, a future booking), payments, cards, a subscription,
 * credits, notifications, preferences, opt-outs, the outbox, tokens, a picture. For export and erasure tests.
 */
export async function newMemberWithEverything(t: TestApp): Promise<MemberWithEverything> {
  const pair = await newPair(t, { client: { timeZone: 'America/New_York' } });
  const { coach, client: member } = pair;
  const db = t.database.db;
  const now = t.clock.now();
  const userId = member.id;

  await db
    .insert(s.mediaFiles)
    .values({ key: `profile/${userId}picture.webp`, contentType: 'image/webp', bytes: Buffer.from('img') });
  await db
    .update(s.users)
    .set({ pictureFileName: `${userId}picture.webp` })
    .where(sql`${s.users.id} = ${userId}`);
  await db.insert(s.customizeAnswers).values({ userId, questionId: 1, optionId: 2 });
  const [assessment] = await db.insert(s.assessments).values({ userId, typeId: 1, completedAt: now }).returning();
  await db.insert(s.assessmentScores).values([
    { assessmentId: assessment!.id, questionId: 1, score: 7 },
    { assessmentId: assessment!.id, questionId: 2, score: 4 },
  ]);
  await db
    .insert(s.goals)
    .values({ userId, areaId: 1, text: 'Run a marathon, "my way"', completedByDate: dayFrom(now, 90) });
  const [action] = await db
    .insert(s.actions)
    .values({ userId, text: 'Walk, then stretch', day: dayFrom(now, 0), completedAt: now })
    .returning();
  const [repeat] = await db
    .insert(s.actionRepeats)
    .values({ userId, actionId: action!.id, text: 'Walk', startDate: dayFrom(now, 0), monday: true })
    .returning();
  await db.insert(s.actionRepeatDays).values({ repeatId: repeat!.id, day: dayFrom(now, 0), actionId: action!.id });
  await db.insert(s.actionTrackerStates).values({ userId, acknowledgedDay: dayFrom(now, 0) });
  await db.insert(s.userAchievements).values({ userId, achievementId: 1 });
  await db.insert(s.streakPauses).values({ userId, startDay: dayFrom(now, 3), endDay: dayFrom(now, 5) });
  await db.insert(s.tasks).values({ userId, text: 'Call mum', day: dayFrom(now, 0) });
  await db.insert(s.idempotentRequests).values({
    userId,
    key: 'offline-1',
    fingerprint: 'POST /api/ToDoList/AddTask',
    statusCode: 200,
    responseBody: '{}',
  });
  await db.insert(s.elearningTracks).values({ userId, track: 'breakthrough', level: 1, startDay: dayFrom(now, 0) });
  await db.insert(s.moduleCompletions).values({ userId, moduleKey: 'b1' });
  await db.insert(s.moduleAnswers).values({ userId, moduleKey: 'b1', questionKey: 'q1', optionIndex: 0 });
  await db.insert(s.elearningAssessments).values({ userId, assessmentType: 1, answers: [] });
  await db.insert(s.coursePurchases).values({ userId, courseId: 1005, source: 'staff' });
  await db.insert(s.courseModuleCompletions).values({ userId, courseId: 1005, moduleKey: 'c1' });
  await db.insert(s.courseAssessments).values({ userId, courseId: 1005, answers: [] });
  await db.insert(s.quizAttempts).values({ userId, quizKey: 'quiz-1', answers: [], score: 80, passed: true });
  await db.insert(s.coachMatchAnswers).values({ userId, questionId: 1, optionId: 1 });
  await db.insert(s.coachSelectionSkips).values({ userId, skippedAt: new Date() });
  await db.insert(s.sessionNotes).values([
    { coachId: coach.id, clientId: userId, authorId: userId, comment: 'My private worry' },
    { coachId: coach.id, clientId: userId, authorId: coach.id, comment: 'Coach note about the member' },
  ]);
  const [message] = await db
    .insert(s.chatMessages)
    .values([
      { coachId: coach.id, clientId: userId, fromUserId: userId, clientMessageId: 'm1', text: 'Hello coach' },
      { coachId: coach.id, clientId: userId, fromUserId: coach.id, clientMessageId: 'm2', text: 'Hello member' },
    ])
    .returning();
  await db
    .insert(s.chatReadMarks)
    .values({ coachId: coach.id, clientId: userId, userId, lastReadMessageId: message!.id });
  await db
    .insert(s.chatUnreadNotices)
    .values({ coachId: coach.id, clientId: userId, userId, lastMessageId: message!.id, sentAt: now });
  await db
    .insert(s.meetings)
    .values({ code: `done-${userId}`, coachId: coach.id, clientId: userId, createdAt: now, completedAt: now });
  const startsAt = new Date(now.getTime() + 30 * 86_400_000);
  const [booking] = await db
    .insert(s.bookings)
    .values({
      uid: `booking-${userId}@test`,
      coachId: coach.id,
      clientId: userId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    })
    .returning();
  await db.insert(s.paymentCustomers).values({ userId, provider: 'sandbox', providerCustomerId: `cus_${userId}` });
  await db.insert(s.paymentMethods).values({
    userId,
    provider: 'sandbox',
    providerMethodId: `pm_${userId}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
  });
  const [payment] = await db
    .insert(s.payments)
    .values({
      userId,
      idempotencyKey: `pay-${userId}`,
      provider: 'sandbox',
      providerPaymentId: `pi_${userId}`,
      purpose: 'sessions',
      coachId: coach.id,
      quantity: 2,
      amountCents: 9000,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    .returning();
  await db.insert(s.sessionCredits).values([
    { userId, coachId: coach.id, delta: 2, reason: 'purchase', paymentId: payment!.id },
    { userId, coachId: coach.id, delta: -1, reason: 'booking', bookingId: booking!.id },
  ]);
  await db.insert(s.coachingSubscriptions).values({
    userId,
    coachId: coach.id,
    status: 'active',
    priceCents: 9900,
    startedAt: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    lastPaymentId: payment!.id,
  });
  await db.insert(s.notifications).values({ userId, title: 'Welcome', message: '<p>Hi</p>' });
  await db.insert(s.notificationSettings).values({ userId });
  await db.insert(s.emailOptOuts).values({ userId, category: 'daily-reminder' });
  await db.insert(s.emailOutbox).values({
    idempotencyKey: `test-mail-${userId}`,
    template: 'password-reset',
    category: 'account',
    userId,
    toAddress: `member${userId}@example.test`,
    toName: 'Test Member',
    data: { firstName: 'Test' },
    subject: 'Choose a new password',
  });
  await db.insert(s.pushSubscriptions).values({
    userId,
    endpoint: `https://fcm.googleapis.com/fcm/send/everything-${userId}`,
    p256dh: 'test-key',
    auth: 'test-auth',
  });
  await db.insert(s.pushOutbox).values({
    idempotencyKey: `test-push-${userId}`,
    userId,
    kind: 'daily-reminder',
    title: 'Time to track your day',
    body: 'Two minutes.',
    url: '/tracker',
  });
  await db.insert(s.accountTokens).values({
    tokenHash: `hash-${userId}`,
    userId,
    purpose: 'password-reset',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await db.insert(s.silentTokens).values({ tokenHash: `silent-${userId}`, userId, expiresAt: now });
  return { ...pair, paymentId: payment!.id, bookingId: booking!.id };
}
