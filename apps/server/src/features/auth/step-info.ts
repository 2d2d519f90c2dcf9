import type { CurrentUserStep } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { nextAreaIndex } from '../assessment/questions-content.js';
import { openSittingForStep, sittingScores } from '../assessment/sittings.js';
import type { UserRow } from './session-store.js';

/**
 * The member's place in the journey (GetCurrentUserStep and the session).
 * assessmentId is the open assessment sitting of the member's step (0 when
 * none) and areaId the 0-based index of the first area not fully answered.
 */
export async function stepInfo(db: Db, user: UserRow): Promise<CurrentUserStep> {
  const sitting = await openSittingForStep(db, user.id, user.stepId);
  const answered = sitting ? new Set((await sittingScores(db, sitting.id)).keys()) : new Set<number>();
  return {
    userStepId: user.stepId,
    assessmentId: sitting?.id ?? 0,
    areaId: nextAreaIndex(answered),
    level: user.level,
    displayCoachingPayment: user.displayCoachingPayment,
    displayCoachCertificationTutorial: user.displayCoachCertificationTutorial,
  };
}
