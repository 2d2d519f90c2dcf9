import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { coverImageUrl, profilePictureUrl, type CoachCard, type CoachPublicListing } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { coachProfiles, users } from '../../../db/schema/index.js';
import { notFound } from '../../../core/app-error.js';
import { locateZip, milesBetween } from '../../../geo.js';
import { coachCondition } from '../../../policies/coach.js';
import { keepsWeeklyHours } from '../../coaching/index.js';

const MAX_RESULTS = 24;

const listingColumns = {
  user: users,
  profile: coachProfiles,
  weeklyHours: keepsWeeklyHours(users.id),
};
export type ListingRow = {
  user: typeof users.$inferSelect;
  profile: typeof coachProfiles.$inferSelect;
  /** The coach keeps weekly hours: their clients book them in the coaching room (built-in booking). */
  weeklyHours: boolean;
};

export function card(row: ListingRow, distanceMiles: number | null): CoachCard {
  const { user, profile } = row;
  return {
    coachId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    pictureUrl: user.pictureFileName ? profilePictureUrl(user.pictureFileName) : null,
    city: profile.city,
    state: profile.state,
    country: profile.country,
    zipCode: profile.zipCode,
    listingPageHeader: profile.listingPageHeader,
    focusAreaIds: profile.focusAreaIds,
    isCertified: user.isActiveCoach,
    distanceMiles,
  };
}

/** Active coaches whose listing is filled in (a new coach's empty listing stays out until saved). */
const listedCoaches = [coachCondition(), ne(coachProfiles.zipCode, ''), ne(coachProfiles.listingPageHeader, '')];

/**
 * Active coaches with a listing. A name matches first, last or full name. With a
 * zip code: coaches of that country, nearest first (zip → latitude/longitude
 * from an offline table); an unknown zip matches that exact zip code only.
 */
export async function searchCoaches(
  db: Db,
  query: { searchTerm: string; zipcode: string; country?: string },
): Promise<CoachCard[]> {
  const conditions = [...listedCoaches];
  if (query.searchTerm) {
    const pattern = `%${query.searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const country = query.country ?? 'US';
  if (query.zipcode) conditions.push(eq(coachProfiles.country, country));
  const rows = await db
    .select(listingColumns)
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(...conditions))
    .orderBy(users.lastName, users.firstName);

  if (!query.zipcode) return rows.slice(0, MAX_RESULTS).map((row) => card(row, null));
  const origin = locateZip(query.zipcode, country);
  if (!origin) return rows.filter((row) => row.profile.zipCode === query.zipcode).map((row) => card(row, null));
  return rows
    .map((row) => {
      const { latitude, longitude } = row.profile;
      const miles = latitude !== null && longitude !== null ? milesBetween(origin, { latitude, longitude }) : null;
      return { row, miles };
    })
    .sort((a, b) => (a.miles ?? Infinity) - (b.miles ?? Infinity))
    .slice(0, MAX_RESULTS)
    .map(({ row, miles }) => card(row, miles === null ? null : Math.round(miles)));
}

/** Every listed coach (the find-a-coach picks rank them). */
export async function activeListings(db: Db): Promise<ListingRow[]> {
  return db
    .select(listingColumns)
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(...listedCoaches));
}

/** The testimonial only when its client allowed it to be published. */
function publishedTestimonial(profile: ListingRow['profile']) {
  const shown = profile.testimonialClientPermission && profile.testimonial;
  return {
    testimonial: shown ? profile.testimonial : null,
    testimonialFullName: shown ? profile.testimonialFullName : null,
    testimonialLocation: shown ? profile.testimonialLocation : null,
  };
}

/** A coach's public listing; 404 unless the user is an active coach with a filled-in listing. */
export async function publicListing(db: Db, coachId: number): Promise<CoachPublicListing> {
  const [row] = await db
    .select(listingColumns)
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(eq(users.id, coachId), ...listedCoaches))
    .limit(1);
  if (!row) throw notFound('This coach is not in the directory.');
  const { profile } = row;
  const { distanceMiles: _distance, ...rest } = card(row, null);
  return {
    ...rest,
    myOffer: profile.myOffer,
    aboutMe: profile.aboutMe,
    ...publishedTestimonial(profile),
    coverUrl: profile.coverFileName ? coverImageUrl(profile.coverFileName) : null,
    primaryLanguage: profile.primaryLanguage,
    websiteUrl: profile.websiteUrl,
    sessionRate: profile.sessionRate,
    schedulingUrl: profile.schedulingUrl,
    weeklyHours: row.weeklyHours,
    social: {
      facebook: profile.facebookUsername,
      instagram: profile.instagramUsername,
      linkedIn: profile.linkedInUsername,
      youTube: profile.youTubeUsername,
      twitter: profile.twitterUsername,
      tikTok: profile.tikTokUsername,
    },
  };
}
