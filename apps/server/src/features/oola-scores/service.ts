import { areaById, type OolaWheel } from '@oola/domain';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../http/authenticate.js';
import { listWheels } from '../assessment/index.js';
import { shareContent } from '../journey/index.js';

const WHEEL_SHARE = 1;

/** GET Dashboard/GetOolaScores: every completed wheel of the member, oldest first, ready to draw and share. */
export async function oolaScores(db: Db, user: AuthUser): Promise<OolaWheel[]> {
  const wheels = await listWheels(db, user.id);
  if (wheels.length === 0) return [];
  const share = shareContent(user, WHEEL_SHARE);
  return wheels.map((wheel) => ({
    assessmentId: wheel.assessmentId,
    completionDate: wheel.completionDate,
    score: wheel.combinedScore,
    socialMediaImageUrl: share.socialMediaImageUrl,
    socialMediaMessage: `My life score is ${wheel.combinedScore}. ${share.socialMediaMessage}`,
    slices: wheel.areas.map((area) => ({ id: area.areaId, color: areaById(area.areaId).color, score: area.score })),
  }));
}
