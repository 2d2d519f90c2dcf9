import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

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
