import type { CurrentUserStep } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { stepAssessmentProgress } from '../assessment/index.js';
import type { UserRow } from '../../identity/session-store.js';

/**
 * The member's place in the journey (GetCurrentUserStep and the session).
 * assessmentId is the open assessment sitting of the member's step (0 when
 * none) and areaId the 0-based index of the first area not fully answered.
 */
export async function stepInfo(db: Db, user: UserRow): Promise<CurrentUserStep> {
  const { assessmentId, areaId } = await stepAssessmentProgress(db, user);
  return {
    userStepId: user.stepId,
    assessmentId,
    areaId,
    level: user.level,
    displayCoachingPayment: user.displayCoachingPayment,
    displayCoachCertificationTutorial: user.displayCoachCertificationTutorial,
  };
}
