import type { CertificationTutorial } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { hideCertificationTutorial as hideTutorial } from '../../../identity/users.js';
import type { AuthUser } from '../../../http/authenticate.js';

/**
 * PUT AdditionalCourse/HideCertificationTutorial: the member saw the dashboard's tour step about the
 * certification; sessions and GetCurrentUserStep answer displayCoachCertificationTutorial false from
 * now on. Only the caller's own flag changes, and hiding it again changes nothing.
 */
export async function hideCertificationTutorial(db: Db, user: AuthUser, now: Date): Promise<CertificationTutorial> {
  if (user.displayCoachCertificationTutorial) {
    await hideTutorial(db, user.id, now);
  }
  return { displayCoachCertificationTutorial: false };
}
