import { eq } from 'drizzle-orm';
import { coverImageUrl, profilePictureUrl, type CoachOwnProfile } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coachProfiles, users } from '../../../db/schema/index.js';
import { notFound } from '../../../core/app-error.js';
import { rateByCode, sessionRates } from './content.js';

/** A listing is in the public directory once its profile and bio are saved. */
export const isListed = (profile: { zipCode: string; listingPageHeader: string } | null) =>
  Boolean(profile && profile.zipCode !== '' && profile.listingPageHeader !== '');

/**
 * GET Coach/GetMyProfile/{userId}: the coach's own profile as the Edit Profile modal edits it. A coach
 * without a listing yet gets their account's name and contact details, and the welcome modal.
 */
export async function ownProfile(db: Db, userId: number): Promise<CoachOwnProfile> {
  const [row] = await db
    .select({ user: users, profile: coachProfiles })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('This coach does not exist.');
  const { user, profile } = row;
  const content = sessionRates();
  const rate = rateByCode(profile?.rateItemCode ?? null);
  const permission = profile?.testimonialClientPermission ?? true;
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    country: profile?.country ?? 'US',
    zipCode: profile?.zipCode ?? '',
    primaryLanguage: profile?.primaryLanguage ?? 'English',
    emailAddress: profile?.contactEmail ?? user.email ?? '',
    phoneNumber: profile?.contactPhone ?? user.phone ?? '',
    websiteUrl: profile?.websiteUrl ?? null,
    calendlyUrl: profile?.schedulingUrl ?? null,
    facebookUsername: profile?.facebookUsername ?? null,
    instagramUsername: profile?.instagramUsername ?? null,
    linkedInUsername: profile?.linkedInUsername ?? null,
    twitterUsername: profile?.twitterUsername ?? null,
    tikTokUsername: profile?.tikTokUsername ?? null,
    youTubeUsername: profile?.youTubeUsername ?? null,
    listingPageHeader: profile?.listingPageHeader ?? '',
    myOffer: profile?.myOffer ?? '',
    aboutMe: profile?.aboutMe ?? '',
    rateItemCode: rate?.itemCode ?? null,
    testimonial: {
      text: permission ? (profile?.testimonial ?? null) : null,
      fullName: permission ? (profile?.testimonialFullName ?? null) : null,
      location: permission ? (profile?.testimonialLocation ?? null) : null,
      clientPermission: permission,
    },
    rateQuestion: content.rateQuestion,
    rateQuestionDisclaimer: content.rateQuestionDisclaimer,
    sessionRates: content.rates.map((item) => ({ ...item, selected: item.itemCode === rate?.itemCode })),
    currentSessionRate: profile?.sessionRate ?? null,
    focusAreaIds: profile?.focusAreaIds ?? [],
    displayCoachingModal: profile?.displayCoachingModal ?? true,
    profilePictureFileName: user.pictureFileName,
    pictureUrl: user.pictureFileName ? profilePictureUrl(user.pictureFileName) : null,
    coverFileName: profile?.coverFileName ?? null,
    coverUrl: profile?.coverFileName ? coverImageUrl(profile.coverFileName) : null,
    listed: isListed(profile),
  };
}
