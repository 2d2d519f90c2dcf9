import { USER_TYPE } from '@oola/domain';
import { z } from 'zod';
import { loadContent } from '../../content/load-content.js';
import type { Db } from '../../db/client.js';
import { coachProfiles, users } from '../../db/schema/index.js';
import { hashPassword } from '../auth/passwords.js';
import { locateZip } from './geo.js';

const coachesSchema = z.object({
  coaches: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      /** A newly certified coach: the dashboard's tour step points to the certification (decision 039). */
      certificationTutorial: z.boolean().default(false),
      zipCode: z.string(),
      country: z.string().default('US'),
      focusAreaIds: z.array(z.number().int().min(1).max(7)),
      listingPageHeader: z.string(),
      myOffer: z.string(),
      aboutMe: z.string(),
      testimonial: z.string().nullable(),
      schedulingUrl: z.string().nullable(),
      sessionRate: z.number().int().nullable(),
      social: z.object({
        facebook: z.string().optional(),
        instagram: z.string().optional(),
        linkedIn: z.string().optional(),
        youTube: z.string().optional(),
      }),
    }),
  ),
});

/** Demo coaches with directory listings (content/coaches.yaml); idempotent. */
export async function seedCoachDirectory(db: Db, password: string): Promise<void> {
  const { coaches } = loadContent('coaches', coachesSchema);
  const passwordHash = await hashPassword(password);
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
        displayCoachCertificationTutorial: coach.certificationTutorial,
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
          testimonial: coach.testimonial,
          schedulingUrl: coach.schedulingUrl,
          sessionRate: coach.sessionRate,
          focusAreaIds: coach.focusAreaIds,
          facebookUsername: coach.social.facebook ?? null,
          instagramUsername: coach.social.instagram ?? null,
          linkedInUsername: coach.social.linkedIn ?? null,
          youTubeUsername: coach.social.youTube ?? null,
        };
      }),
    )
    .onConflictDoNothing();
}
