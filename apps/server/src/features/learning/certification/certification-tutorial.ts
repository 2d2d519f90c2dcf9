import { eq } from 'drizzle-orm';
import type { CertificationTutorial } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';

/**
 * PUT AdditionalCourse/HideCertificationTutorial: the member saw the dashboard's tour step about the
 * certification; sessions and GetCurrentUserStep answer displayCoachCertificationTutorial false from
 * now on. Only the caller's own flag changes, and hiding it again changes nothing.
 */
export async function hideCertificationTutorial(db: Db, user: AuthUser, now: Date): Promise<CertificationTutorial> {
  if (user.displayCoachCertificationTutorial) {
    await db
      .update(users)
      .set({ displayCoachCertificationTutorial: false, updatedAt: now })
      .where(eq(users.id, user.id));
  }
  return { displayCoachCertificationTutorial: false };
}
