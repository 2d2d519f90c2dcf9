import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity.js';

/**
 * A coach's weekly hours, in the coach's own time zone (users.time_zone): minutes after local
 * midnight on a weekday (0 Sunday ... 6 Saturday). Slots are cut from them when a member looks.
 */
export const coachAvailability = pgTable(
  'coach_availability',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [
    index('coach_availability_coach_idx').on(table.coachId, table.weekday),
    check('coach_availability_weekday_check', sql`${table.weekday} between 0 and 6`),
    check(
      'coach_availability_minutes_check',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

/** Days a coach takes off (the coach's local calendar day). */
export const coachDaysOff = pgTable(
  'coach_days_off',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.coachId, table.day] })],
);

/**
 * A booked 30-minute session. Two live bookings can never hold the same coach's (or client's)
 * start time: the partial unique indexes refuse the second of two racing inserts. A reschedule
 * moves starts_at and raises sequence, keeping the calendar invite's uid.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    /** The invite's SEQUENCE: raised on every change. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('bookings_uid_idx').on(table.uid),
    uniqueIndex('bookings_coach_slot_idx')
      .on(table.coachId, table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    uniqueIndex('bookings_client_slot_idx')
      .on(table.clientId, table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    index('bookings_client_idx').on(table.clientId, table.startsAt),
    // The reminder sweep reads the live sessions starting within a day, every minute.
    index('bookings_live_start_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'booked'`),
    check('bookings_status_check', sql`${table.status} in ('booked', 'cancelled')`),
    check('bookings_time_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);
