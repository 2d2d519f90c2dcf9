import { loginStepId, type Session } from '@oola/domain';
import type { Db } from '../../db/client.js';
import type { StoredSession, UserRow } from '../../identity/session-store.js';
import { hasSkippedCoachSelection } from '../coaches/index.js';
import { stepInfo } from './step-info.js';

/** The session fields a sign-in answers (the Session schema of @oola/domain). */
export async function sessionView(db: Db, user: UserRow, session: StoredSession): Promise<Session> {
  const [step, coachSelectionSkipped] = await Promise.all([stepInfo(db, user), hasSkippedCoachSelection(db, user.id)]);
  return {
    token: session.token,
    userId: user.id,
    userTypeId: user.userTypeId,
    userStepId: loginStepId(user.userTypeId, user.stepId),
    firstName: user.firstName,
    lastName: user.lastName,
    assessmentId: step.assessmentId,
    level: user.level,
    areaId: step.areaId,
    displayCoachCertificationTutorial: user.displayCoachCertificationTutorial,
    displayCoachingPayment: user.displayCoachingPayment,
    isShopify: session.isShopify,
    isActiveCoach: user.isActiveCoach,
    hasCoach: user.coachId !== null,
    coachSelectionSkipped,
    publicProfile: 0,
    additionalCourse: 0,
    activePrograms: [],
    webAlias: user.webAlias,
    timeZone: user.timeZone,
    browser: session.browser,
    expiresAt: session.expiresAt.toISOString(),
  };
}
