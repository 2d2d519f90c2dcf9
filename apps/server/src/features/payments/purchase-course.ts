import { COACHING, COURSE_MESSAGES, PAYMENT_HISTORY_MESSAGES, type PurchaseCourseResponse } from '@oola/domain';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import { conflict, notFound } from '../../core/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { purchaseOf } from '../learning/index.js';
import { courseById } from '../learning/index.js';
import { chargeOnce, type PaymentDeps } from './charge.js';
import { requireKey } from './idempotency.js';

/**
 * The key of a purchase of the course still pending (its request may have died before the provider
 * answered): a new attempt continues that one, so chargeOnce takes it over once it is stale, under
 * the provider key of the first attempt, instead of being refused by the one-course-payment rule forever.
 */
async function pendingKey(deps: PaymentDeps, userId: number, courseId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ key: payments.idempotencyKey })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'course'),
        eq(payments.courseId, courseId),
        eq(payments.status, 'pending'),
      ),
    );
  return row?.key ?? null;
}

async function paidWithKey(deps: PaymentDeps, userId: number, key: string, courseId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key), eq(payments.courseId, courseId)));
  return row !== undefined;
}

/**
 * AdditionalCourse/Purchase: a course of courses.yaml at its price, charged once to the card on file;
 * the course becomes the member's (source 'payment') in the transaction that records the payment.
 * Non-subscribers may buy (ADDITIONAL PROGRAMS stays open to them); the certification is not sold;
 * a course the member has is a 409, and so is a second purchase while one is in flight (the
 * payments table takes one pending or succeeded course payment per member and course).
 */
export async function purchaseCourse(
  deps: PaymentDeps,
  user: AuthUser,
  courseId: number,
  idempotencyKey: string | undefined,
): Promise<PurchaseCourseResponse> {
  const key = requireKey(idempotencyKey);
  if (courseId === COACHING.certificationCourseId) throw conflict(PAYMENT_HISTORY_MESSAGES.certificationNotSold);
  const course = courseById(courseId);
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  // A retry of the purchase that gave the course answers that purchase, not "already yours".
  if ((await purchaseOf(deps.db, user.id, courseId)) && !(await paidWithKey(deps, user.id, key, courseId)))
    throw conflict(PAYMENT_HISTORY_MESSAGES.courseOwned);
  const payment = await chargeOnce(deps, {
    userId: user.id,
    idempotencyKey: (await pendingKey(deps, user.id, courseId)) ?? key,
    purpose: 'course',
    coachId: null,
    courseId,
    quantity: 1,
    amountCents: course.price * 100,
    description: `${course.title} (program)`,
  });
  return {
    courseId,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    welcomeUrl: `/NewModuleWelcome?courseId=${courseId}`,
  };
}
