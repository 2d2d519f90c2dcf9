import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACHING, COURSE_MESSAGES, PAYMENT_HISTORY_MESSAGES, PAYMENT_MESSAGES, USER_TYPE } from '@oola/domain';
import { coursePurchases, payments } from '../../db/schema/index.js';
import { newMember, addCard, GOOD_CARD, DECLINES_ON_CHARGE_CARD } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { newKey, putCard } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;

// Course 1002 costs $59 in content/elearning/courses.yaml, course 1001 $49.
async function memberWithCard(card: Record<string, unknown> | null = GOOD_CARD, fields = {}) {
  const member = await newMember(t, fields);
  if (card) await addCard(t, member, card);
  return member;
}

function buy(member: Member, courseId: number, key: string | null = newKey(), userId = member.id) {
  return call<Record<string, unknown>>(t, {
    method: 'POST',
    url: '/api/AdditionalCourse/Purchase',
    headers: { ...member.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { UserId: userId, CourseId: courseId },
  });
}

const paymentRows = (userId: number) => t.database.db.select().from(payments).where(eq(payments.userId, userId));
const courseRows = (userId: number) =>
  t.database.db.select().from(coursePurchases).where(eq(coursePurchases.userId, userId));

async function listed(member: Member, courseId: number) {
  const { body } = await call<{ id: number; purchased: boolean }[]>(t, {
    method: 'GET',
    url: '/api/AdditionalCourse/GetCourses',
    headers: member.auth,
  });
  return body.find((course) => course.id === courseId)?.purchased;
}

describe('POST AdditionalCourse/Purchase', () => {
  it('charges the course’s price to the card on file once and gives the course (source payment)', async () => {
    const member = await memberWithCard();
    expect(await listed(member, 1002)).toBe(false);
    const { status, body } = await buy(member, 1002);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      courseId: 1002,
      amountCents: 5900,
      card: { brand: 'visa', last4: '4242' },
      welcomeUrl: '/NewModuleWelcome?courseId=1002',
    });
    expect(await paymentRows(member.id)).toMatchObject([
      { purpose: 'course', courseId: 1002, amountCents: 5900, status: 'succeeded', cardLast4: '4242' },
    ]);
    expect(await courseRows(member.id)).toMatchObject([{ courseId: 1002, source: 'payment', grantedBy: null }]);
    expect(await listed(member, 1002)).toBe(true);
    const modules = await call<{ purchased: boolean; modules: unknown[] }>(t, {
      method: 'GET',
      url: '/api/AdditionalCourse/GetELearningModules/1002',
      headers: member.auth,
    });
    expect(modules.body.purchased).toBe(true);
    expect(modules.body.modules.length).toBeGreaterThan(0);
  });

  it('answers a retry with the same key with the first purchase, charging nothing more', async () => {
    const member = await memberWithCard();
    const key = newKey();
    const first = await buy(member, 1001, key);
    const again = await buy(member, 1001, key);
    expect(first.status).toBe(200);
    expect(again).toEqual({ ...again, status: 200, body: first.body });
    expect(await paymentRows(member.id)).toHaveLength(1);
  });

  it('refuses a course the member already has with a 409, bought or granted, charging nothing', async () => {
    const member = await memberWithCard();
    expect((await buy(member, 1003)).status).toBe(200);
    expect(await buy(member, 1003)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_HISTORY_MESSAGES.courseOwned },
    });
    await t.database.db
      .insert(coursePurchases)
      .values({ userId: member.id, courseId: 1004, source: 'staff', createdAt: t.clock.now() });
    expect((await buy(member, 1004)).status).toBe(409);
    expect(await paymentRows(member.id)).toHaveLength(1);
  });

  it('lets only one of two purchases of the same course with different keys charge', async () => {
    const member = await memberWithCard();
    const answers = await Promise.all([buy(member, 1005), buy(member, 1005)]);
    const charged = (await paymentRows(member.id)).filter((row) => row.status === 'succeeded');
    expect(charged).toHaveLength(1);
    // The second either finds the course bought (409) or, when the two really run at once (PostgreSQL),
    // joins the first one's pending payment and answers that same payment: never a second charge.
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.paymentId).toBe(charged[0]!.id);
      else expect(answer.status).toBe(409);
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
  });

  async function pendingPurchase(member: Member) {
    const now = t.clock.now();
    await t.database.db.insert(payments).values({
      userId: member.id,
      idempotencyKey: newKey(),
      provider: 'sandbox',
      purpose: 'course',
      courseId: 1002,
      amountCents: 5900,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
  }

  it('answers 409 while another purchase of the course is in flight, charging nothing more', async () => {
    const member = await memberWithCard();
    await pendingPurchase(member);
    expect(await buy(member, 1002)).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.inProgress } });
    expect(await paymentRows(member.id)).toHaveLength(1);
  });

  it('continues a purchase whose request died (still pending a day later) instead of refusing it forever', async () => {
    const member = await memberWithCard();
    await pendingPurchase(member);
    t.clock.advanceDays(1);
    expect((await buy(member, 1002)).status).toBe(200);
    expect(await paymentRows(member.id)).toMatchObject([{ status: 'succeeded', courseId: 1002 }]);
    expect(await courseRows(member.id)).toMatchObject([{ courseId: 1002, source: 'payment' }]);
  });

  it('answers 402 for a declined card, gives nothing, and a new attempt with a good card buys it', async () => {
    const member = await memberWithCard(DECLINES_ON_CHARGE_CARD);
    const declined = await buy(member, 1002);
    expect(declined).toMatchObject({
      status: 402,
      body: { message: PAYMENT_MESSAGES.declined, declineCode: 'card_declined' },
    });
    expect(await courseRows(member.id)).toEqual([]);
    expect(await listed(member, 1002)).toBe(false);
    expect((await putCard(t, member, GOOD_CARD)).status).toBe(200);
    expect((await buy(member, 1002)).status).toBe(200);
    expect((await paymentRows(member.id)).map((row) => row.status).sort()).toEqual(['declined', 'succeeded']);
  });

  it('answers 409 without a card on file, and lets a non-subscriber buy', async () => {
    const noCard = await memberWithCard(null);
    expect(await buy(noCard, 1002)).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.noCard } });
    const nonSubscriber = await memberWithCard(GOOD_CARD, { userTypeId: USER_TYPE.nonSubscriber, stepId: -1 });
    expect((await buy(nonSubscriber, 1006)).status).toBe(200);
    expect(await courseRows(nonSubscriber.id)).toMatchObject([{ courseId: 1006, source: 'payment' }]);
  });

  it('answers 400 for a bad body or key, 404 for an unknown course, 409 for the certification, writing nothing', async () => {
    const member = await memberWithCard();
    expect((await buy(member, 1002, null)).status).toBe(400);
    expect((await buy(member, 1002, 'short')).status).toBe(400);
    const badBody = await call<{ message: string }>(t, {
      method: 'POST',
      url: '/api/AdditionalCourse/Purchase',
      headers: { ...member.auth, 'idempotency-key': newKey() },
      payload: { userId: member.id, courseId: 'a course' },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toMatch(/courseId/i);
    expect(await buy(member, 4242)).toMatchObject({ status: 404, body: { message: COURSE_MESSAGES.notFound } });
    expect(await buy(member, COACHING.certificationCourseId)).toMatchObject({
      status: 409,
      body: { message: PAYMENT_HISTORY_MESSAGES.certificationNotSold },
    });
    expect(await paymentRows(member.id)).toEqual([]);
  });

  it('answers 401 without a token and 403 for another member’s id, charging nothing', async () => {
    const member = await memberWithCard();
    const other = await memberWithCard();
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/AdditionalCourse/Purchase',
      headers: { 'idempotency-key': newKey() },
      payload: { userId: member.id, courseId: 1002 },
    });
    expect(anonymous.status).toBe(401);
    expect((await buy(member, 1002, newKey(), other.id)).status).toBe(403);
    expect(await paymentRows(member.id)).toEqual([]);
    expect(await paymentRows(other.id)).toEqual([]);
  });
});
