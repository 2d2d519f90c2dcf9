import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** A coach's public directory listing (one per coach). */
export const coachProfiles = pgTable(
  'coach_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** ISO 3166 two-letter code. */
    country: text('country').notNull().default('US'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    listingPageHeader: text('listing_page_header').notNull().default(''),
    myOffer: text('my_offer').notNull().default(''),
    aboutMe: text('about_me').notNull().default(''),
    testimonial: text('testimonial'),
    schedulingUrl: text('scheduling_url'),
    facebookUsername: text('facebook_username'),
    instagramUsername: text('instagram_username'),
    linkedInUsername: text('linked_in_username'),
    youTubeUsername: text('you_tube_username'),
    /** US dollars per session. */
    sessionRate: integer('session_rate'),
    /** Life-area ids shown as badges. */
    focusAreaIds: integer('focus_area_ids').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coach_profiles_country_zip_idx').on(table.country, table.zipCode)],
);
