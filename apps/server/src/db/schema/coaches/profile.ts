import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity.js';

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
    twitterUsername: text('twitter_username'),
    tikTokUsername: text('tik_tok_username'),
    primaryLanguage: text('primary_language').notNull().default('English'),
    /** Contact details the coach chose for the listing (the phone as digits). */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    websiteUrl: text('website_url'),
    /** The session rate the coach chose, by item code (content/session-rates.yaml). */
    rateItemCode: text('rate_item_code'),
    testimonialFullName: text('testimonial_full_name'),
    testimonialLocation: text('testimonial_location'),
    testimonialClientPermission: boolean('testimonial_client_permission').notNull().default(true),
    coverFileName: text('cover_file_name'),
    /** A meeting service of the coach's own, used instead of the built-in video room when set. */
    externalMeetingUrl: text('external_meeting_url'),
    /** The coach welcome modal opens until the coach has answered the coaching assessment. */
    displayCoachingModal: boolean('display_coaching_modal').notNull().default(false),
    /** US dollars per session. */
    sessionRate: integer('session_rate'),
    /** Life-area ids shown as badges. */
    focusAreaIds: integer('focus_area_ids').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coach_profiles_country_zip_idx').on(table.country, table.zipCode)],
);

/** A coach's answers to the coaching assessment of the welcome modal (latest answer per question). */
export const coachAssessmentAnswers = pgTable(
  'coach_assessment_answers',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.coachId, table.questionId] })],
);
