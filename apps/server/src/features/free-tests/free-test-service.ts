import {
  AREAS,
  freeTestAreaScore,
  freeTestOolaScore,
  scoreBand,
  type FreeTestArea,
  type FreeTestResult,
  type Lead,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { freeTestSubmissions } from '../../db/schema/index.js';
import { badRequest } from '../../core/app-error.js';
import { freeTestContent } from './content.js';

type Answer = { questionId: number; score: number };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The 7 areas in order, each with its 3 questions (GET areas/GetFreeTestQuestions). */
export function freeTestAreas(): FreeTestArea[] {
  const content = freeTestContent();
  return AREAS.map((area) => {
    const entry = content.areas.find((candidate) => candidate.id === area.id);
    return { id: area.id, name: area.name, color: area.color, questions: entry?.questions ?? [] };
  });
}

/** Scores the answers per area; a question id that is not one of the 21 is a 400. */
function scoreAreas(answers: Answer[]): { id: number; name: string; color: string; score: number }[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.score]));
  const areas = freeTestAreas();
  const known = new Set(areas.flatMap((area) => area.questions.map((question) => question.id)));
  const unknown = answers.find((answer) => !known.has(answer.questionId));
  if (unknown) throw badRequest(`Unknown question ${unknown.questionId}`);
  return areas.map((area) => ({
    id: area.id,
    name: area.name,
    color: area.color,
    score: freeTestAreaScore(area.questions.map((question) => byQuestion.get(question.id) ?? 0)),
  }));
}

/** Results: one paragraph per area for its band. Recommendations: the three lowest areas. */
function describe(
  areas: { id: number; name: string; score: number }[],
): Pick<FreeTestResult, 'results' | 'recommendations'> {
  const content = freeTestContent();
  const textsFor = (areaId: number) => content.areas.find((area) => area.id === areaId)!;
  const results = areas
    .map((area) => {
      const text = textsFor(area.id).results[scoreBand(area.score)];
      return `<p><strong>${escapeHtml(area.name)} ${(area.score / 10).toFixed(1)}</strong> ${escapeHtml(text)}</p>`;
    })
    .join('');
  const lowest = [...areas].sort((a, b) => a.score - b.score || a.id - b.id).slice(0, 3);
  const recommendations =
    '<ul>' +
    lowest
      .map((area) => {
        const text = textsFor(area.id).recommendations[scoreBand(area.score)];
        return `<li><strong>${escapeHtml(area.name)}:</strong> ${escapeHtml(text)}</li>`;
      })
      .join('') +
    '</ul>';
  return { results, recommendations };
}

/** Scores a free test, stores the lead with the answers and result, and answers the result. */
export async function saveFreeTest(db: Db, user: Lead, answers: Answer[]): Promise<FreeTestResult> {
  const areas = scoreAreas(answers);
  const oolaScore = freeTestOolaScore(areas.map((area) => area.score));
  await db.insert(freeTestSubmissions).values({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.emailAddress.toLowerCase(),
    phone: user.phoneNumber,
    ambassadorAlias: user.ambassadorsName,
    scores: answers,
    areaScores: areas.map((area) => ({ areaId: area.id, score: area.score })),
    oolaScore,
  });
  return { oolaScore, ...describe(areas), areas };
}
