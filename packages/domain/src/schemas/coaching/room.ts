import { z } from 'zod';
import { HUB } from '../../hubs.js';
import { coercedIdSchema, coercedWholeNumber, multiLineText } from '../primitives.js';

/** The coaching room: the pair's notebook (SessionComments) and chat (ChatConversation, hub /chathub). */
export const COACHING_ROOM = {
  noteMax: 2000,
  messageMax: 2000,
  /** getChatMessage answers this many messages unless asked for fewer (limit), and at most pageMax. */
  pageSize: 50,
  pageMax: 200,
  /** getSessionComments answers the newest notes, at most this many. */
  notesMax: 500,
  /** The pending-messages badge shows '+99' above this. */
  badgeCap: 99,
  hub: {
    namespace: HUB.chat,
    /** Client → server, with { coachId, clientId } and an acknowledgement: join the pair's group. */
    join: 'JoinChat',
    /** Client → server, with { coachId, clientId } and an optional acknowledgement: leave the pair's group. */
    leave: 'LeaveChat',
    /** Server → the pair's group: a stored chat message (ChatMessage, in the receiving side's time zone). */
    message: 'GetChat',
  },
} as const;

/** The spec's chat group of a pair. */
export const chatGroup = (coachId: number, clientId: number) => `${coachId}-${clientId}`;

/** The badge text for a number of pending messages: none at 0, the number up to 99, then '+99'. */
export function pendingBadgeLabel(pending: number): string | null {
  if (pending <= 0) return null;
  return pending > COACHING_ROOM.badgeCap ? `+${COACHING_ROOM.badgeCap}` : String(pending);
}

export const COACHING_ROOM_MESSAGES = {
  emptyNote: 'Please write a note',
  emptyMessage: 'Please type a message',
  noteTooLong: `A note has at most ${COACHING_ROOM.noteMax.toLocaleString('en-US')} characters`,
  messageTooLong: `A message has at most ${COACHING_ROOM.messageMax.toLocaleString('en-US')} characters`,
  messageIdReused: 'This message id was already used for another conversation.',
  sendFailed: 'Your message was not sent.',
} as const;

/** Note and message text: trimmed, never empty, with a maximum. */
export const noteTextSchema = multiLineText(COACHING_ROOM.noteMax, COACHING_ROOM_MESSAGES.noteTooLong).min(
  1,
  COACHING_ROOM_MESSAGES.emptyNote,
);
export const chatTextSchema = multiLineText(COACHING_ROOM.messageMax, COACHING_ROOM_MESSAGES.messageTooLong).min(
  1,
  COACHING_ROOM_MESSAGES.emptyMessage,
);

/** {coachId}/{clientId} in a path, and the payload of JoinChat / LeaveChat. */
export const coachingPairSchema = z.object({ coachId: coercedIdSchema, clientId: coercedIdSchema });
export type CoachingPair = z.infer<typeof coachingPairSchema>;

/** POST SessionComments/InsertComment (CoachId, ClientID, Comment). */
export const insertCommentRequestSchema = coachingPairSchema.extend({ comment: noteTextSchema });
z.globalRegistry.add(insertCommentRequestSchema, { id: 'InsertCommentRequest' });
export type InsertCommentRequest = z.input<typeof insertCommentRequestSchema>;

/** A note of the pair's notebook; date ('MMMM dd, yyyy') and time ('h:mm AM') in the reader's time zone. */
export const sessionNoteSchema = z.object({
  id: z.number().int(),
  coachId: z.number().int(),
  clientId: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  comment: z.string(),
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
});
z.globalRegistry.add(sessionNoteSchema, { id: 'SessionNote' });
export type SessionNote = z.infer<typeof sessionNoteSchema>;

/** Chat message ids are 64-bit in the database; JSON numbers stay exact up to 2^53 - 1. */
const messageIdSchema = coercedWholeNumber(0, Number.MAX_SAFE_INTEGER);

/**
 * GET ChatConversation/getChatMessage's query: the newest page by default; afterId (the last id seen) for
 * catching up, oldest first; beforeId for the page before the oldest shown.
 */
export const chatPageQuerySchema = z.object({
  afterId: messageIdSchema.optional(),
  beforeId: messageIdSchema.optional(),
  limit: coercedWholeNumber(1, COACHING_ROOM.pageMax).default(COACHING_ROOM.pageSize),
});
export type ChatPageQuery = z.input<typeof chatPageQuerySchema>;

/** POST ChatConversation/InsertChatMessage (CoachId, ClientID, Message) and the sender's own id for the message. */
export const insertChatMessageRequestSchema = coachingPairSchema.extend({
  message: chatTextSchema,
  clientMessageId: z.uuid('must be a UUID').optional(),
});
z.globalRegistry.add(insertChatMessageRequestSchema, { id: 'InsertChatMessageRequest' });
export type InsertChatMessageRequest = z.input<typeof insertChatMessageRequestSchema>;

/** A chat message; date ('MMMM dd, yyyy') and time ('h:mm AM') in the reader's time zone. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  clientMessageId: z.string(),
  coachId: z.number().int(),
  clientId: z.number().int(),
  fromUserId: z.number().int(),
  coachName: z.string(),
  clientName: z.string(),
  text: z.string(),
  fromSMS: z.boolean(),
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
});
z.globalRegistry.add(chatMessageSchema, { id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Pending messages: the other side's messages after the reader's read mark. */
export const pendingMessagesSchema = z.object({
  coachId: z.number().int(),
  clientId: z.number().int(),
  pendingMessages: z.number().int(),
});
z.globalRegistry.add(pendingMessagesSchema, { id: 'PendingMessages' });
export type PendingMessages = z.infer<typeof pendingMessagesSchema>;

const roomPersonSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: z.string().nullable(),
});
export type RoomPerson = z.infer<typeof roomPersonSchema>;

/** The room's header: both people (the coach with the listing's location and header line), pending messages. */
export const coachingRoomSchema = pendingMessagesSchema.extend({
  /** The pair is current: notes and messages may be written. */
  active: z.boolean(),
  /** The client's session credits (the video session needs one). */
  sessionsRemaining: z.number().int(),
  coach: roomPersonSchema.extend({ location: z.string().nullable(), listingPageHeader: z.string() }),
  client: roomPersonSchema,
});
z.globalRegistry.add(coachingRoomSchema, { id: 'CoachingRoom' });
export type CoachingRoom = z.infer<typeof coachingRoomSchema>;

/** The answer of JoinChat. */
export const joinChatAckSchema = z.object({ ok: z.boolean(), message: z.string().optional() });
export type JoinChatAck = z.infer<typeof joinChatAckSchema>;
