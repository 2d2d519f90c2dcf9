import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * Daily action steps. Each row belongs to one calendar day of the member (in
 * their time zone); a completed row is one step taken. (user_id, day) answers
 * "steps taken per day" and streaks from the index alone.
 */
export const actions = pgTable(
  'actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
    /** The member's calendar day the action belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('actions_user_day_idx').on(table.userId, table.day),
    index('actions_user_completed_day_idx')
      .on(table.userId, table.day)
      .where(sql`${table.completedAt} is not null`),
  ],
);

/**
 * A repeating action rule (DAILY ACTIONS): the action recurs on the flagged
 * weekdays from startDate to endDate (null: never ends). Occurrences are made
 * only for the days a member looks at (today .. +6), never years ahead.
 */
export const actionRepeats = pgTable(
  'action_repeats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The action the rule was created from (ActionId); kept when that row is deleted. */
    actionId: integer('action_id').notNull(),
    text: text('text').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    monday: boolean('monday').notNull().default(false),
    tuesday: boolean('tuesday').notNull().default(false),
    wednesday: boolean('wednesday').notNull().default(false),
    thursday: boolean('thursday').notNull().default(false),
    friday: boolean('friday').notNull().default(false),
    saturday: boolean('saturday').notNull().default(false),
    sunday: boolean('sunday').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('action_repeats_user_idx').on(table.userId),
    // The tracker finds the rule shown on its origin action by action_id (decision 033).
    index('action_repeats_action_idx').on(table.actionId),
  ],
);

/**
 * One row per rule and day already handled: actionId is the occurrence made in
 * the actions table (so completions count like any step); null once the member
 * deleted that occurrence, so it is not made again.
 */
export const actionRepeatDays = pgTable(
  'action_repeat_days',
  {
    repeatId: integer('repeat_id')
      .notNull()
      .references(() => actionRepeats.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    actionId: integer('action_id').references(() => actions.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.repeatId, table.day] }),
    index('action_repeat_days_action_idx').on(table.actionId),
  ],
);

/**
 * The missed-day modal's memory per member: acknowledgedDay is the member's
 * day of their last START OVER / KEEP GOING answer; phaseStartDay is where
 * START OVER restarted their phase (null: their first action day).
 */
export const actionTrackerStates = pgTable('action_tracker_states', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acknowledgedDay: date('acknowledged_day', { mode: 'string' }),
  phaseStartDay: date('phase_start_day', { mode: 'string' }),
});

/**
 * Running totals the app keeps of rows it no longer has: 'erasedActionSteps' is
 * the number of completed action steps of erased accounts, which the global
 * steps count adds to the completed rows (decision 093).
 */
export const globalCounters = pgTable('global_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
