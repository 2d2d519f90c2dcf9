import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_MESSAGES, COURSE_MESSAGES } from '@oola/domain';
import { actionTrackerStates } from '../../../db/schema/index.js';
import { newMember, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { grant, type Member } from '../../learning/courses/test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const reactivate = (member: Member, courseId: number | string, userId = member.id) =>
  call<{ displayFailModal?: boolean; message?: string }>(t, {
    method: 'PUT',
    url: `/api/AdditionalCourse/ReactivateActionSteps/${userId}/${courseId}/false`,
    headers: member.auth,
  });
const answered = async (member: Member) =>
  (await t.database.db.select().from(actionTrackerStates).where(eq(actionTrackerStates.userId, member.id))).length;

describe('PUT AdditionalCourse/ReactivateActionSteps/{userId}/{courseId}/{restartFlag}: the course', () => {
  it('takes 0 (the main programme) and a course the member has', async () => {
    const member = await newMember(t);
    expect((await reactivate(member, 0)).status).toBe(200);
    await grant(t, member, 1003);
    expect((await reactivate(member, 1003)).status).toBe(200);
    const coach = await newActiveCoach(t);
    expect((await reactivate(coach, 1009)).status).toBe(200);
  });

  it('is a 403 for a course the member does not have, 404 for an unknown course; nothing is written', async () => {
    const member = await newMember(t);
    const notTheirs = await reactivate(member, 1003);
    expect(notTheirs).toMatchObject({ status: 403, body: { message: COURSE_MESSAGES.notYours } });
    const certification = await reactivate(member, 1009);
    expect(certification).toMatchObject({ status: 403, body: { message: CERTIFICATION_MESSAGES.coachesOnly } });
    expect((await reactivate(member, 4242)).status).toBe(404);
    expect((await reactivate(member, -1)).status).toBe(400);
    expect(await answered(member)).toBe(0);
  });

  it("is a 403 for another member's id, whatever the course, and 401 without a token", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    await grant(t, member, 1003);
    expect((await reactivate(member, 1003, other.id)).status).toBe(403);
    const anonymous = await call(t, {
      method: 'PUT',
      url: `/api/AdditionalCourse/ReactivateActionSteps/${member.id}/1003/true`,
    });
    expect(anonymous.status).toBe(401);
    expect(await answered(other)).toBe(0);
  });
});
