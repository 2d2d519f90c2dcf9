import { eq } from 'drizzle-orm';
import { COACH_PROFILE_MESSAGES, type CoachBioFields, type CoachProfileFields } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coachProfiles } from '../../../db/schema/index.js';
import { badRequest } from '../../../core/app-error.js';
import { locateZip } from '../../../geo.js';
import { ensureCoachRow } from './coach-row.js';
import { rateByCode } from './content.js';
import { setNames } from '../../../identity/users.js';

type ProfileColumns = Partial<typeof coachProfiles.$inferInsert>;

/** Empty text is no value. */
const orNull = (value: string | null | undefined) => (value ? value : null);
/** A user name as the network spells it in links: without a leading @. */
const username = (value: string | null | undefined) => orNull(value?.replace(/^@/, ''));

/**
 * MY PROFILE's columns. A zip code the offline data knows sets the city, state and position (whatever
 * was typed); an unknown one keeps the city and state the coach typed and has no position.
 */
function profileColumns(fields: CoachProfileFields): ProfileColumns {
  const place = locateZip(fields.zipCode, fields.country);
  return {
    zipCode: fields.zipCode.toUpperCase(),
    country: fields.country,
    city: place?.city ?? fields.city,
    state: place?.state ?? fields.state,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    primaryLanguage: fields.primaryLanguage,
    contactEmail: fields.emailAddress,
    contactPhone: fields.phoneNumber,
    websiteUrl: orNull(fields.websiteUrl),
    schedulingUrl: orNull(fields.calendlyUrl),
    facebookUsername: username(fields.facebookUsername),
    instagramUsername: username(fields.instagramUsername),
    linkedInUsername: username(fields.linkedInUsername),
    twitterUsername: username(fields.twitterUsername),
    tikTokUsername: username(fields.tikTokUsername),
    youTubeUsername: username(fields.youTubeUsername),
  };
}

/**
 * MY BIO's columns. The rate must be one of the session-rate items; session_rate keeps its price. A
 * testimonial without the client's permission, or without text, is not stored.
 */
function bioColumns(fields: CoachBioFields): ProfileColumns {
  const rate = rateByCode(fields.rateItemCode);
  if (!rate) throw badRequest(COACH_PROFILE_MESSAGES.rateUnknown);
  const testimonial = fields.testimonial;
  const permission = testimonial?.clientPermission ?? true;
  const kept = permission && testimonial?.text ? testimonial : null;
  return {
    listingPageHeader: fields.listingPageHeader,
    myOffer: fields.myOffer,
    aboutMe: fields.aboutMe,
    rateItemCode: rate.itemCode,
    sessionRate: rate.price,
    testimonial: orNull(kept?.text),
    testimonialFullName: orNull(kept?.fullName),
    testimonialLocation: orNull(kept?.location),
    testimonialClientPermission: permission,
  };
}

export interface CoachProfileChanges {
  profile?: CoachProfileFields;
  bio?: CoachBioFields;
}

/** Saves MY PROFILE and/or MY BIO in one transaction; the public listing shows the result at once. */
export async function saveCoachProfile(db: Db, coachId: number, changes: CoachProfileChanges, at: Date) {
  const columns: ProfileColumns = {
    ...(changes.profile ? profileColumns(changes.profile) : {}),
    ...(changes.bio ? bioColumns(changes.bio) : {}),
    updatedAt: at,
  };
  await db.transaction(async (tx) => {
    await ensureCoachRow(tx, coachId);
    await tx.update(coachProfiles).set(columns).where(eq(coachProfiles.userId, coachId));
    if (changes.profile) {
      const { firstName, lastName } = changes.profile;
      await setNames(tx, coachId, { firstName, lastName }, at);
    }
  });
}
