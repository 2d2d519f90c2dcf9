import { grantCourse } from './grant.js';
import type { TestApp, Identity } from '../../../test/test-app.js';

export type Member = Identity;

/** Gives the member a course as staff would, at the server's time. */
export async function grant(t: TestApp, member: Member, courseId: number): Promise<void> {
  await grantCourse(t.database.db, { userId: member.id, courseId }, null, t.clock.now());
}
