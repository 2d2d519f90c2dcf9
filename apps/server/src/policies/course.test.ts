import { describe, it } from 'vitest';
import { courseModuleId } from '../features/learning/courses/course-catalogue.js';
import { grant } from '../features/learning/courses/test-helpers.js';
import { identitiesTestApp, outcomes, walkIdentities, type Identities } from '../test/identities.js';
import type { TestApp } from '../test/test-app.js';

const SEQUENTIAL_COURSE = 1006;
const COURSE_WITH_ASSESSMENT = 1001;

let t: TestApp;
let who: Identities;
identitiesTestApp(async (opened) => {
  ({ t, who } = opened);
  await grant(t, who.member.user, SEQUENTIAL_COURSE);
  await grant(t, who.member.user, COURSE_WITH_ASSESSMENT);
});

const get = (url: string) => () => ({ method: 'GET' as const, url });

describe('course policy', () => {
  it('useCourses: the catalogue, for anyone signed in', async () => {
    await walkIdentities(t, who, get('/api/AdditionalCourse/GetCourses'), outcomes(200));
  });

  it('useCourse: only a member who has the course; the certification is an active coach’s', async () => {
    await walkIdentities(
      t,
      who,
      get(`/api/AdditionalCourse/GetAssessmentQuestions/${COURSE_WITH_ASSESSMENT}`),
      outcomes(403, { member: 200 }),
    );
    // The coaches have the certification, which has no course assessment (404).
    await walkIdentities(
      t,
      who,
      get('/api/AdditionalCourse/GetAssessmentQuestions/1009'),
      outcomes(403, { coachOfMember: 404, otherCoach: 404 }),
    );
  });

  it('openCourseModule: an owned course, one module after the other', async () => {
    const detail = (index: number) =>
      get(`/api/AdditionalCourse/GetELearningModuleDetail/${courseModuleId(SEQUENTIAL_COURSE, index)}`);
    await walkIdentities(t, who, detail(0), outcomes(403, { member: 200 }));
    await walkIdentities(t, who, detail(1), outcomes(403));
  });
});
