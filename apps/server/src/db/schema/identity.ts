import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Members, coaches and ambassadors. The customer id is the user id. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    /** Digits only, so 555-010-1001 and 5550101001 match. */
    phone: text('phone'),
    /** Stored lower-case. */
    email: text('email'),
    /** When the member opened the welcome e-mail's verification link; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 subscriber, 2 coach, 3 partner, 4 non-subscriber. */
    userTypeId: integer('user_type_id').notNull().default(1),
    stepId: integer('step_id').notNull().default(0),
    level: integer('level').notNull().default(1),
    isShopify: boolean('is_shopify').notNull().default(false),
    shopCustomerToken: text('shop_customer_token'),
    isActiveCoach: boolean('is_active_coach').notNull().default(false),
    /** Staff may send notifications (POST Notification/Send). */
    isStaff: boolean('is_staff').notNull().default(false),
    displayCoachCertificationTutorial: boolean('display_coach_certification_tutorial').notNull().default(false),
    displayCoachingPayment: boolean('display_coaching_payment').notNull().default(false),
    coachId: integer('coach_id'),
    webAlias: text('web_alias'),
    referredByAlias: text('referred_by_alias'),
    /** IANA time zone chosen by the member; null until chosen. */
    timeZone: text('time_zone'),
    pictureFileName: text('picture_file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_phone_idx').on(table.phone),
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_web_alias_idx').on(sql`lower(${table.webAlias})`),
    uniqueIndex('users_shop_token_idx').on(table.shopCustomerToken),
  ],
);

/** Sign-in sessions: only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isShopify: boolean('is_shopify').notNull().default(false),
    browser: text('browser'),
    /** 'phone' or 'computer', from the login payload's sourceid. */
    device: text('device'),
    operatingSystem: text('operating_system'),
    /** The network address the sign-in came from: the only hint of a place we keep (decision 073). */
    signInAddress: text('sign_in_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed by authenticated requests, at most every few minutes (http/authenticate.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sessions_token_hash_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/**
 * Single-use tokens sent by e-mail (a password reset, an address verification, a new address's confirmation). Only a SHA-256
 * of the token is stored; a token works once (used_at) and until expires_at.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'email-verification', 'email-change'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_idx').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${table.purpose} in ('password-reset', 'email-verification', 'email-change')`,
    ),
  ],
);
