import { FIND_COACH_MESSAGES, type CoachPick } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { conflict } from '../../../core/app-error.js';
import { listWheels } from '../../assessment/index.js';
import { card } from '../directory/index.js';
import { chosenOptions, savedAnswers } from './questionnaire.js';
import { rankCoaches, TOP_PICKS } from './ranking.js';
import { recentListings } from './recent-listings.js';

/**
 * GET FindCoach/GetCoachPicks: the member's top coaches, ranked by their questionnaire answers and
 * their latest wheel (409 until every question is answered). The member is never their own pick.
 */
export async function coachPicks(db: Db, userId: number): Promise<CoachPick[]> {
  const [answers, wheels, listings] = await Promise.all([
    savedAnswers(db, userId),
    listWheels(db, userId),
    recentListings(db),
  ]);
  const chosen = chosenOptions(answers);
  if (!chosen) throw conflict(FIND_COACH_MESSAGES.answerAll);
  const coaches = listings
    .filter((row) => row.user.id !== userId)
    .map((row) => ({
      ...card(row, null),
      sessionRate: row.profile.sessionRate,
      bookable: Boolean(row.profile.schedulingUrl) || row.weeklyHours,
    }));
  const ranked = rankCoaches(
    coaches,
    chosen.map(({ question, option }) => ({ ...option, weight: question.weight })),
    wheels.at(-1)?.areas ?? null,
  );
  return ranked
    .slice(0, TOP_PICKS)
    .map(({ coach: { sessionRate: _rate, bookable: _bookable, ...rest }, matchedAreaIds }) => ({
      ...rest,
      matchedAreaIds,
    }));
}
