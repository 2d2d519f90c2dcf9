import { memberToday } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { authorize } from '../../../policies/ability.js';
import { isSubscriber } from '../../../policies/member.js';
import * as modulePolicy from '../../../policies/module.js';
import { notFound } from '../../../core/app-error.js';
import type { CatalogueModule } from './catalogue-types.js';
import { moduleById } from './catalogue.js';
import { findInTracks, tracksOf, type TrackModule } from './tracks.js';

export interface OpenModule {
  module: CatalogueModule;
  place: TrackModule;
}

/**
 * A programme module the member may open: 404 for an id no module has, then policies/module.ts
 * (a non-subscriber, or a module not on the member's tracks or not unlocked yet in their zone: 403).
 */
export async function openModule(db: Db, user: AuthUser, moduleId: number, now: Date): Promise<OpenModule> {
  const module = moduleById(moduleId);
  if (!module) throw notFound('Module not found.');
  const place = isSubscriber(user)
    ? findInTracks(await tracksOf(db, user.id), module.content.key, memberToday(user.timeZone, now))
    : undefined;
  authorize(modulePolicy.openProgrammeModule(user, { unlocked: place?.unlocked === true }));
  return { module, place: place! };
}
