import { USER_TYPE } from '@oola/domain';
import { z } from 'zod';
import { loadContent } from '../../../content/load-content.js';
import type { Db } from '../../../db/client.js';
import { coachProfiles, users } from '../../../db/schema/index.js';
import { rateByCode } from '../profile/index.js';
import { locateZip } from '../../../geo.js';

export const coachesSchema = z.object({
  coaches: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      zipCode: z.string(),
      country: z.string().default('US'),
      focusAreaIds: z.array(z.number().int().min(1).max(7)),
      listingPageHeader: z.string(),
      myOffer: z.string(),
      aboutMe: z.string(),
      testimonial: z.object({ text: z.string(), fullName: z.string(), location: z.string() }).nullable(),
      schedulingUrl: z.string().nullable(),
      rateItemCode: z.string(),
      social: z.object({
        facebook: z.string().optional(),
        instagram: z.string().optional(),
        linkedIn: z.string().optional(),
        youTube: z.string().optional(),
        twitter: z.string().optional(),
        tikTok: z.string().optional(),
      }),
      primaryLanguage: z.string().default('English'),
      contactEmail: z.string().optional(),
      contactPhone: z.string().optional(),
      websiteUrl: z.string().optional(),
    }),
  ),
});

/** The price of a rate item of content/session-rates.yaml; a code it lacks is a content error. */
function rate(itemCode: string): number {
  const item = rateByCode(itemCode);
  if (!item) throw new Error(`content/coaches.yaml: unknown rateItemCode ${itemCode}`);
  return item.price;
}

/**
 * Demo coaches with directory listings (content/coaches.yaml), signing in with the password whose hash is
 * given (the caller hashes it: this feature does not import auth, which reads find-coach); idempotent.
 */
export async function seedCoachDirectory(db: Db, passwordHash: string): Promise<void> {
  const { coaches } = loadContent('coaches', coachesSchema);
  const newCoaches = coaches.filter((coach) => coach.firstName && coach.lastName);
  await db
    .insert(users)
    .values(
      newCoaches.map((coach) => ({
        id: coach.id,
        phone: `555010${coach.id}`,
        email: `coach${coach.id}@example.com`,
        firstName: coach.firstName!,
        lastName: coach.lastName!,
        passwordHash,
        userTypeId: USER_TYPE.coach,
        stepId: 4,
        isActiveCoach: true,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(coachProfiles)
    .values(
      coaches.map((coach) => {
        const place = locateZip(coach.zipCode, coach.country);
        return {
          userId: coach.id,
          zipCode: coach.zipCode,
          city: place?.city ?? '',
          state: place?.state ?? '',
          country: coach.country,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
          listingPageHeader: coach.listingPageHeader,
          myOffer: coach.myOffer,
          aboutMe: coach.aboutMe,
          testimonial: coach.testimonial?.text ?? null,
          testimonialFullName: coach.testimonial?.fullName ?? null,
          testimonialLocation: coach.testimonial?.location ?? null,
          schedulingUrl: coach.schedulingUrl,
          rateItemCode: coach.rateItemCode,
          sessionRate: rate(coach.rateItemCode),
          focusAreaIds: coach.focusAreaIds,
          facebookUsername: coach.social.facebook ?? null,
          instagramUsername: coach.social.instagram ?? null,
          linkedInUsername: coach.social.linkedIn ?? null,
          youTubeUsername: coach.social.youTube ?? null,
          twitterUsername: coach.social.twitter ?? null,
          tikTokUsername: coach.social.tikTok ?? null,
          primaryLanguage: coach.primaryLanguage,
          contactEmail: coach.contactEmail ?? null,
          contactPhone: coach.contactPhone ?? null,
          websiteUrl: coach.websiteUrl ?? null,
        };
      }),
    )
    .onConflictDoNothing();
}
