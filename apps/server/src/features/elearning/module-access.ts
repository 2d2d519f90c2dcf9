import { ELEARNING_MESSAGES, memberToday, SUBSCRIBER_ONLY_MESSAGES, USER_TYPE } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../http/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { CatalogueModule } from './catalogue-types.js';
import { moduleById } from './catalogue.js';
import { findInTracks, tracksOf, type TrackModule } from './tracks.js';

export interface OpenModule {
  module: CatalogueModule;
  place: TrackModule;
}

/**
 * A programme module the member may open: 404 for an id no module has, 403 with the upgrade message
 * for a non-subscriber, 403 while it is not on one of the member's tracks or not unlocked yet in
 * their time zone.
 */
export async function openModule(db: Db, user: AuthUser, moduleId: number, now: Date): Promise<OpenModule> {
  const module = moduleById(moduleId);
  if (!module) throw notFound('Module not found.');
  if (user.userTypeId === USER_TYPE.nonSubscriber) throw forbidden(SUBSCRIBER_ONLY_MESSAGES.elearning);
  const place = findInTracks(await tracksOf(db, user.id), module.content.key, memberToday(user.timeZone, now));
  if (!place?.unlocked) throw forbidden(ELEARNING_MESSAGES.locked);
  return { module, place };
}
