import type { ElearningAssessment, ElearningBoard } from '@oola/domain';
import { call, type TestApp, type Identity } from '../../../test/test-app.js';
import { assessmentOfType } from '../content/assessments.js';

export type Member = Identity;

/** The member's board at a level. */
export async function boardOf(t: TestApp, member: Member, level = 1): Promise<ElearningBoard> {
  const { status, body } = await call<ElearningBoard>(t, {
    method: 'GET',
    url: `/api/Elearning/GetELearningModules/${member.id}/${level}`,
    headers: member.auth,
  });
  if (status !== 200) throw new Error(`board answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Takes an assessment, answering each question with `pick(area of the question)` (an option id
 * 1-5), and starts the track it opens; answers the CreateELearningModules call.
 */
export async function takeAssessment(
  t: TestApp,
  member: Member,
  type: number,
  pick: (area: number) => number = () => 3,
) {
  const areas = assessmentOfType(type)!.questions.map((question) => question.area);
  const { body: assessment } = await call<ElearningAssessment>(t, {
    method: 'GET',
    url: `/api/ELearning/GetAssessmentQuestions/${type}`,
    headers: member.auth,
  });
  const saved = await call(t, {
    method: 'POST',
    url: '/api/ELearning',
    headers: member.auth,
    payload: {
      UserId: member.id,
      AssessmentType: type,
      AssesmentDetails: assessment.questions.map((question, index) => ({
        QuestionId: question.id,
        OptionId: pick(areas[index]!),
      })),
    },
  });
  if (saved.status !== 200) throw new Error(`saving the assessment answered ${saved.status}`);
  return call<{ track: string; modules: number; startDate: string; message?: string }>(t, {
    method: 'POST',
    url: '/api/ELearning/CreateELearningModules',
    headers: member.auth,
    payload: { userId: member.id, assessmentType: type },
  });
}
