import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newActiveCoach, newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The spec's section 7 "E-learning and courses": every call it lists, at its path (matched
 * case-insensitively, as the client spells it), refusing a caller without a token and bad input.
 * Each call's answer, its 403 and 404 are tested where it lives (learning's modules, assessments,
 * courses, certification and quizzes; journey; auth).
 */
interface SpecCall {
  method: 'GET' | 'POST' | 'PUT';
  /** The path as the spec writes it, parameters in braces. */
  path: string;
  /** A request with one field of the wrong type (`me` is the caller's id); none for a call that takes no input. */
  bad?: (me: number) => { url: string; payload?: object };
  /** The certification's calls are an active coach's: anyone else is refused before the input is read. */
  byActiveCoach?: true;
}

const CALLS: SpecCall[] = [
  {
    method: 'GET',
    path: 'Elearning/GetELearningModules/{userId}/{level}',
    bad: (me) => ({ url: `Elearning/GetELearningModules/${me}/x` }),
  },
  {
    method: 'GET',
    path: 'elearning/GetELearningModuleDetail/{moduleId}',
    bad: () => ({ url: 'elearning/GetELearningModuleDetail/x' }),
  },
  {
    method: 'GET',
    path: 'AdditionalCourse/GetELearningModuleDetail/{moduleId}',
    bad: () => ({ url: 'AdditionalCourse/GetELearningModuleDetail/x' }),
  },
  {
    method: 'GET',
    path: 'AdditionalCourse/GetCertificationModuleDetail/{moduleId}',
    byActiveCoach: true,
    bad: () => ({ url: 'AdditionalCourse/GetCertificationModuleDetail/x' }),
  },
  {
    method: 'PUT',
    path: 'Elearning/CompleteELearningModule',
    bad: (me) => ({ url: 'Elearning/CompleteELearningModule', payload: { Id: 'x', userId: me } }),
  },
  {
    method: 'PUT',
    path: 'AdditionalCourse/CompleteELearningModule',
    bad: (me) => ({ url: 'AdditionalCourse/CompleteELearningModule', payload: { Id: 'x', userId: me } }),
  },
  { method: 'PUT', path: 'Customer/SetMidYearReviewStep' },
  { method: 'PUT', path: 'Customer/SetYearInReviewStep' },
  { method: 'GET', path: 'AdditionalCourse/GetCourses' },
  {
    method: 'GET',
    path: 'AdditionalCourse/GetELearningModules/{courseId}',
    bad: () => ({ url: 'AdditionalCourse/GetELearningModules/x' }),
  },
  {
    method: 'GET',
    path: 'AdditionalCourse/GetCertificationModules/{courseId}',
    byActiveCoach: true,
    bad: () => ({ url: 'AdditionalCourse/GetCertificationModules/x' }),
  },
  {
    method: 'POST',
    path: 'AdditionalCourse/CompleteCertificationModule/{moduleId}',
    byActiveCoach: true,
    bad: () => ({ url: 'AdditionalCourse/CompleteCertificationModule/x' }),
  },
  {
    method: 'POST',
    path: 'ELearning/SaveCustomizeModuleAssessment',
    bad: () => ({ url: 'ELearning/SaveCustomizeModuleAssessment', payload: { ModuleId: 'x', AssesmentDetails: [] } }),
  },
  {
    method: 'GET',
    path: 'AdditionalCourse/GetQuiz/{moduleId}',
    bad: () => ({ url: 'AdditionalCourse/GetQuiz/x' }),
    byActiveCoach: true,
  },
  {
    method: 'POST',
    path: 'AdditionalCourse/SaveQuizResults',
    byActiveCoach: true,
    bad: (me) => ({ url: 'AdditionalCourse/SaveQuizResults', payload: { quizId: 'x', userId: me, Answers: [] } }),
  },
  {
    method: 'GET',
    path: 'ELearning/GetAssessmentQuestions/{assessmentType}',
    bad: () => ({ url: 'ELearning/GetAssessmentQuestions/x' }),
  },
  {
    method: 'POST',
    path: 'ELearning',
    bad: (me) => ({ url: 'ELearning', payload: { userId: me, AssessmentType: 'x', AssesmentDetails: [] } }),
  },
  {
    method: 'POST',
    path: 'ELearning/CreateELearningModules',
    bad: (me) => ({ url: 'ELearning/CreateELearningModules', payload: { userId: me, AssessmentType: 'x' } }),
  },
  {
    method: 'GET',
    path: 'AdditionalCourse/GetAssessmentQuestions/{courseId}',
    bad: () => ({ url: 'AdditionalCourse/GetAssessmentQuestions/x' }),
  },
  {
    method: 'POST',
    path: 'AdditionalCourse/SaveAssessment',
    bad: (me) => ({ url: 'AdditionalCourse/SaveAssessment', payload: { userId: me, CourseId: 'x', Details: [] } }),
  },
];

/** "A call to refresh the user step id, used on the welcome pages: path not shown" — ours. */
const STEP_REFRESH: SpecCall = {
  method: 'GET',
  path: 'customer/GetCurrentUserStep/{userId}',
  bad: () => ({ url: 'customer/GetCurrentUserStep/x' }),
};

type Document = { paths: Record<string, Record<string, { description?: string }>> };
let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
});
afterAll(async () => t.close());

/** A path with its parameters' names dropped, lower-cased: '/api/elearning/getelearningmoduledetail/{}'. */
const shape = (path: string) => path.toLowerCase().replace(/\{[^}]+\}/g, '{}');
const operationOf = ({ method, path }: SpecCall) => {
  const found = Object.entries(document.paths).find(([documented]) => shape(documented) === shape(`/api/${path}`));
  return found?.[1][method.toLowerCase()];
};
/** The spec's path with every parameter filled in. */
const concrete = (path: string) => `/api/${path.replace(/\{[^}]+\}/g, '1')}`;

describe('section 7 "E-learning and courses": the calls', () => {
  it.each([...CALLS, STEP_REFRESH])('$method $path exists at its path', (spec) => {
    expect(operationOf(spec)).toBeDefined();
  });

  it('documents the step refresh as the welcome pages’ call', () => {
    expect(operationOf(STEP_REFRESH)?.description).toMatch(/welcome pages/);
  });

  it.each([...CALLS, STEP_REFRESH])('$method $path answers 401 without a token', async ({ method, path }) => {
    const { status } = await call(t, { method, url: concrete(path), ...(method === 'GET' ? {} : { payload: {} }) });
    expect(status).toBe(401);
  });

  it.each([...CALLS, STEP_REFRESH].filter((spec) => spec.bad))(
    '$method $path answers 400 { message, errors } for input of the wrong type',
    async ({ method, bad, byActiveCoach }) => {
      const member = byActiveCoach ? await newActiveCoach(t) : await newMember(t);
      const { url, payload } = bad!(member.id);
      const { status, body } = await call<{ message?: string; errors?: unknown[] }>(t, {
        method,
        url: `/api/${url}`,
        headers: member.auth,
        ...(payload ? { payload } : {}),
      });
      expect(status).toBe(400);
      expect(body.errors?.length).toBeGreaterThan(0);
    },
  );
});
