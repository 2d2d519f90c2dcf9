import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';

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

/**
 * Who has an additional course (content/elearning/courses.yaml): granted by staff until the
 * payment service exists, then bought (decision 036). One row per member and course.
 */
export const coursePurchases = pgTable(
  'course_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    source: text('source').$type<'staff' | 'payment'>().notNull(),
    /** The staff member who granted it; null for a payment or the command line. */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('course_purchases_user_course_idx').on(table.userId, table.courseId),
    check('course_purchases_source_check', sql`${table.source} in ('staff', 'payment')`),
  ],
);

/**
 * Completed modules of additional courses and of the coach certification (course 1009), by the
 * module's content key, which is unique within its course.
 */
export const courseModuleCompletions = pgTable(
  'course_module_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    moduleKey: text('module_key').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId, table.moduleKey] })],
);

/** One answer of a course assessment: options (by index) or the sub-questions' numbers (by key). */
export interface CourseAssessmentAnswer {
  questionKey: string;
  optionIndexes: number[];
  numbers: Record<string, number>;
}

/** Every submission of a course's assessment, each its own row. */
export const courseAssessments = pgTable(
  'course_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    answers: jsonb('answers').$type<CourseAssessmentAnswer[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_assessments_user_course_idx').on(table.userId, table.courseId, table.submittedAt)],
);

/**
 * Every attempt at a certification quiz, never overwritten (decision 037): the answers as option
 * indexes by question key, the score in percent and whether it reached the quiz's passing score.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizKey: text('quiz_key').notNull(),
    answers: jsonb('answers').$type<{ questionKey: string; optionIndex: number }[]>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_attempts_user_quiz_idx').on(table.userId, table.quizKey)],
);
