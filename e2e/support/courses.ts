import type { APIRequestContext } from '@playwright/test';
import type { CourseAssessmentQuestions, CourseItem, CourseModules } from '@oola/domain';
import { bearer } from './elearning';
import { DEMO_PASSWORD } from './session';
import { expect } from './test';

/** Staff 9001 grants the member a course (POST AdditionalCourse/Grant); granting again changes nothing. */
export async function grantCourse(request: APIRequestContext, userId: number, courseId: number): Promise<void> {
  const login = await request.post('/api/Login', { data: { userId: '9001', password: DEMO_PASSWORD, loginType: 2 } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const granted = await request.post('/api/AdditionalCourse/Grant', {
    headers: bearer(token),
    data: { userId, courseId },
  });
  expect(granted.ok()).toBeTruthy();
}

async function read<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`/api/${path}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as T;
}

/** Every course as the member's GetCourses answers it. */
export const coursesOf = (request: APIRequestContext, token: string) =>
  read<CourseItem[]>(request, 'AdditionalCourse/GetCourses', token);

/** A course's modules as the server answers them to the member now. */
export const courseModulesOf = (request: APIRequestContext, courseId: number, token: string) =>
  read<CourseModules>(request, `AdditionalCourse/GetELearningModules/${courseId}`, token);

/** A course's assessment questions. */
export const courseAssessmentOf = (request: APIRequestContext, courseId: number, token: string) =>
  read<CourseAssessmentQuestions>(request, `AdditionalCourse/GetAssessmentQuestions/${courseId}`, token);
