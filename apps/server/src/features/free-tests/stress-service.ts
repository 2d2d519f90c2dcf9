import { stressBand, stressScore, type Lead, type StressQuestionnaire, type StressResult } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { stressSubmissions } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../core/app-error.js';
import { stressContent } from './content.js';

type Answer = { questionId: number; score: number };

/** The one questionnaire we have is id 1 (GET FreeAssessment/GetQuestions/1). */
export function stressQuestionnaire(id: number): StressQuestionnaire {
  if (id !== 1) throw notFound('There is no such assessment.');
  const { title, congratsMessage, questions } = stressContent();
  return { title, congratsMessage, questions };
}

export async function saveStressResponse(
  db: Db,
  user: Lead,
  answers: Answer[],
  shopLink: string,
): Promise<StressResult> {
  const content = stressContent();
  const known = new Set(content.questions.map((question) => question.id));
  const unknown = answers.find((answer) => !known.has(answer.questionId));
  if (unknown) throw badRequest(`Unknown question ${unknown.questionId}`);
  const score = stressScore(answers.map((answer) => answer.score));
  await db.insert(stressSubmissions).values({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.emailAddress.toLowerCase(),
    phone: user.phoneNumber,
    ambassadorAlias: user.ambassadorsName,
    scores: answers,
    stressScore: score,
  });
  const [recommendation1, recommendation2, recommendation3] = content.recommendations[stressBand(score)] as [
    string,
    string,
    string,
  ];
  return { score, recommendation1, recommendation2, recommendation3, shopLink };
}
