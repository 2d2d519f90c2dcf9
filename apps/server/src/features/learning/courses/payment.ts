import type { Tx } from '../../../db/client.js';
import { coursePurchases } from '../../../db/schema/index.js';

/**
 * A paid course becomes the member's (source 'payment'), inside the transaction that records the
 * payment. A member who was granted it meanwhile keeps the row they have.
 */
export async function giveCourseForPayment(tx: Tx, userId: number, courseId: number, at: Date): Promise<void> {
  await tx
    .insert(coursePurchases)
    .values({ userId, courseId, source: 'payment', grantedBy: null, createdAt: at })
    .onConflictDoNothing({ target: [coursePurchases.userId, coursePurchases.courseId] });
}
