import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, type CourseItem, type GrantedCourse } from '@oola/domain';
import { coursePurchases } from '../../../db/schema/index.js';
import { newMember, newStaff } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;

const grant = (caller: Member, payload: object) =>
  call<GrantedCourse & { message?: string }>(t, {
    method: 'POST',
    url: '/api/additionalcourse/grant',
    headers: caller.auth,
    payload,
  });
const purchases = (member: Member) =>
  t.database.db.select().from(coursePurchases).where(eq(coursePurchases.userId, member.id));

let staff: Member;
beforeAll(async () => {
  staff = await newStaff(t);
});

describe('POST /api/AdditionalCourse/Grant', () => {
  it('lets staff give a member a course, once: granting again keeps the first row', async () => {
    const member = await newMember(t);
    const first = await grant(staff, { UserId: member.id, CourseId: 1002 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userId: member.id, courseId: 1002, source: 'staff' });
    t.clock.advanceDays(1);
    const again = await grant(staff, { userId: member.id, courseId: 1002 });
    expect(again.body.grantedAt).toBe(first.body.grantedAt);
    const rows = await purchases(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId: 1002, source: 'staff', grantedBy: staff.id });
    const { body } = await call<CourseItem[]>(t, {
      method: 'GET',
      url: '/api/AdditionalCourse/GetCourses',
      headers: member.auth,
    });
    expect(body.find((course) => course.id === 1002)?.purchased).toBe(true);
  });

  it('is a 403 for a member who is not staff, even for themselves, and writes nothing', async () => {
    const member = await newMember(t);
    const refused = await grant(member, { userId: member.id, courseId: 1001 });
    expect(refused).toMatchObject({ status: 403, body: { message: COURSE_MESSAGES.staffOnly } });
    expect(await purchases(member)).toEqual([]);
  });

  it('is a 404 for an unknown member or course, a 409 for the certification, a 400 for bad input', async () => {
    const member = await newMember(t);
    expect((await grant(staff, { userId: 4_000_000, courseId: 1001 })).status).toBe(404);
    const unknownCourse = await grant(staff, { userId: member.id, courseId: 4242 });
    expect(unknownCourse).toMatchObject({ status: 404, body: { message: COURSE_MESSAGES.notFound } });
    const certification = await grant(staff, { userId: member.id, courseId: 1009 });
    expect(certification.status).toBe(409);
    expect(certification.body.message).toMatch(/active coaches/);
    const bad = await grant(staff, { userId: member.id, courseId: 'all' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/courseId/);
    expect((await grant(staff, { userId: 0, courseId: 1001 })).status).toBe(400);
    expect((await grant(staff, { userId: member.id })).status).toBe(400);
    expect(await purchases(member)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const anonymous = await call(t, { method: 'POST', url: '/api/AdditionalCourse/Grant', payload: { userId: 1 } });
    expect(anonymous.status).toBe(401);
  });
});
