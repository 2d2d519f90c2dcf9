import type { Db } from '../../apps/server/src/db/client';
import { matchingQuestions, saveAnswers } from '../../apps/server/src/features/coaches/find-coach/questionnaire';
import type { Scenario } from '../scenario';

const MEMBER = 1005;

/** The member answers the find-a-coach questionnaire (each question's first option), as the modal's step 1 does. */
async function answerQuestionnaire(db: Db): Promise<void> {
  const details = matchingQuestions().map((question) => ({
    questionId: question.id,
    optionId: question.options[0]!.id,
  }));
  await saveAnswers(db, MEMBER, details, new Date());
}

/** Find a coach's top picks (budget: p99 < 25 ms at 300 requests/s), ranked from the answers and the latest wheel. */
export const coachPicksReads: Scenario[] = [
  {
    name: 'coach-picks',
    description: `GET /api/FindCoach/GetCoachPicks: member ${MEMBER}'s three best-matched coaches`,
    signInAs: MEMBER,
    prepare: answerQuestionnaire,
    request: () => ({ method: 'GET', path: '/api/FindCoach/GetCoachPicks' }),
    budget: { rate: 300, p99Ms: 25 },
  },
];
