import { STEP } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { moveStep } from '../../identity/users.js';
import type { AuthUser } from '../../http/authenticate.js';
import { conflict } from '../../core/app-error.js';
import type { Publisher } from '../../events/index.js';

const MESSAGES: Record<number, string> = {
  [STEP.midYearReview]: 'The mid-year review can start only from the dashboard, once the three steps are done.',
  [STEP.levelTwoStepOne]: 'Level 2 can start only from the dashboard, once the three steps are done.',
};

/**
 * PUT Customer/SetMidYearReviewStep (→ 5) and SetYearInReviewStep (→ 6): only
 * a member on the dashboard (step 4) may start them; the update is guarded on
 * the step so two clicks cannot both succeed.
 */
export async function startReviewStep(
  db: Db,
  events: Publisher,
  user: AuthUser,
  target: 5 | 6,
): Promise<{ userStepId: number }> {
  if (!(await moveStep(db, user.id, STEP.dashboard, target))) throw conflict(MESSAGES[target]!);
  events.publish('journey.stepChanged', { userId: user.id });
  return { userStepId: target };
}
