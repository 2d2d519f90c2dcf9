import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseModules } from '@oola/domain';
import { call, createTestApp, createUser, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/AdditionalCourse/GetELearningModules/{courseId}', () => {
  it("answers a course's welcome content", async () => {
    const member = await createUser(t);
    const { status, body } = await call<CourseModules>(t, {
      method: 'GET',
      url: '/api/AdditionalCourse/GetELearningModules/1001',
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.courseId).toBe(1001);
    expect(body.whatToExpectDTO).toMatchObject({
      htmlTitle: expect.stringContaining('Healthy Habits'),
      htmlWelcomeText: expect.any(String),
      htmlContent: expect.any(String),
      htmlWaitingMesage: expect.any(String),
    });
  });

  it('answers 404 for an unknown course, 400 for a bad id and 401 without a token', async () => {
    const member = await createUser(t);
    const get = (id: string, headers = member.auth) =>
      call(t, { method: 'GET', url: `/api/AdditionalCourse/GetELearningModules/${id}`, headers });
    expect((await get('4242')).status).toBe(404);
    expect((await get('0')).status).toBe(400);
    expect((await get('abc')).status).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/AdditionalCourse/GetELearningModules/1001' })).status).toBe(401);
  });
});
