import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Every coach a member has had. The open row (ended_at null) is the current pair, mirrored in
 * users.coach_id for the many reads that only need "has a coach"; both change in one transaction.
 * Closed rows make the coach's past clients.
 */
export const coachSelections = pgTable(
  'coach_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: userRef('client_id'),
    coachId: userRef('coach_id'),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('coach_selections_open_client_idx')
      .on(table.clientId)
      .where(sql`${table.endedAt} is null`),
    index('coach_selections_coach_idx').on(table.coachId, table.endedAt),
  ],
);

/** A member's answers to the find-a-coach questionnaire (the latest answer per question counts). */
export const coachMatchAnswers = pgTable(
  'coach_match_answers',
  {
    userId: userRef('user_id'),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/**
 * A video session between a coach and a client: opened by the coach, joined at /meeting/{code},
 * completed by the coach (which uses a session credit unless a booking already holds one).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random and URL-safe: the meeting page's address. */
    code: text('code').notNull(),
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    /** The booked slot this meeting serves, when it was booked in the portal. */
    bookingId: integer('booking_id'),
    /** A coach's own meeting service, used instead of the built-in room when set. */
    externalUrl: text('external_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('meetings_code_idx').on(table.code),
    uniqueIndex('meetings_open_pair_idx')
      .on(table.coachId, table.clientId)
      .where(sql`${table.completedAt} is null`),
  ],
);

/** The coaching room's notebook (SessionComments), shared by the coach and the client. */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    authorId: userRef('author_id'),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_notes_pair_idx').on(table.coachId, table.clientId, table.id)],
);

/**
 * The coaching room's chat. A message is stored before it is pushed; the sender's own id for it
 * (client_message_id) is unique per sender, so a resent message is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    fromUserId: userRef('from_user_id'),
    clientMessageId: text('client_message_id').notNull(),
    text: text('text').notNull(),
    fromSms: boolean('from_sms').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_messages_sender_client_id_idx').on(table.fromUserId, table.clientMessageId),
    index('chat_messages_pair_idx').on(table.coachId, table.clientId, table.id),
    // The unread-chat sweep reads the last day's messages every minute.
    index('chat_messages_created_idx').on(table.createdAt),
  ],
);

/** How far each side of a pair has read its chat: pending messages are the other side's after it. */
export const chatReadMarks = pgTable(
  'chat_read_marks',
  {
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    userId: userRef('user_id'),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.coachId, table.clientId, table.userId] }),
    check('chat_read_marks_side_check', sql`${table.userId} in (${table.coachId}, ${table.clientId})`),
  ],
);
