import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A track of the programme a member started: the breakthrough (12 weekly modules) or a level's
 * personalised path (monthly). The start day (the member's local day) is stored once; unlocks are
 * computed from it. `moduleKeys` is the order chosen when the track started (the path's follows
 * the member's weakest areas).
 */
export const elearningTracks = pgTable(
  'elearning_tracks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track').notNull(),
    level: integer('level').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    moduleKeys: text('module_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('elearning_tracks_user_track_level_idx').on(table.userId, table.track, table.level)],
);

/** Completed modules, by the module's content key (unique across all programme content). */
export const moduleCompletions = pgTable(
  'module_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleKey: text('module_key').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleKey] })],
);

/** A member's answer to a module's quick question (the latest answer counts). */
export const moduleAnswers = pgTable(
  'module_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleKey: text('module_key').notNull(),
    questionKey: text('question_key').notNull(),
    optionIndex: integer('option_index').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleKey, table.questionKey] })],
);

/** A completed programme assessment (types 1-4), answers as [{ questionKey, optionIndex }]. */
export const elearningAssessments = pgTable(
  'elearning_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentType: integer('assessment_type').notNull(),
    answers: jsonb('answers').$type<{ questionKey: string; area: number; optionIndex: number }[]>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('elearning_assessments_user_type_idx').on(table.userId, table.assessmentType, table.completedAt)],
);
