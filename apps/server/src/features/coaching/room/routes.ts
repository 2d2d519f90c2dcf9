import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  chatPageQuerySchema,
  coachingPairSchema,
  coachingRoomSchema,
  COACHING_ROOM,
  insertChatMessageRequestSchema,
  insertCommentRequestSchema,
  pendingMessagesSchema,
  sessionNoteSchema,
} from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { activePairFor, pairFor } from '../pairs/index.js';
import { insertMessage, listMessages, toChatMessage } from '../chat/chat.js';
import { insertNote, listNotes } from './notes.js';
import { markRead, pendingByPair, pendingMessages } from '../chat/read-marks.js';
import { pushChatMessage, registerChatGroups } from '../chat/realtime.js';
import { coachingRoom } from './room.js';
import { pairAbilities } from '../../../policies/pair.js';

const secured = { tags: ['Coaching room'], security: [{ bearer: [] }] };
const PAIR_ONLY =
  'Only the pair’s coach and client may call it; anyone else gets a 403, whatever the ids. ' +
  'Reading works on a past pair too; writing only while the client’s current coach is this coach (else 403).';
const READER_TIME = 'date (MMMM dd, yyyy) and time (h:mm AM) are in the caller’s time zone (UTC until chosen).';

/** The coaching room: the pair's notebook, its chat with read marks, and the /chathub groups. */
export const coachingRoomRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const hub = app.hub(COACHING_ROOM.hub.namespace);
  registerChatGroups(hub, db);

  app.get(
    '/CoachingRoom/GetCoachingRoom/:coachId/:clientId',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: 'The room’s header: the coach (listing location and header line), the client, pending messages',
        description: `${PAIR_ONLY} pendingMessages counts the other side’s messages the caller has not read.`,
        params: coachingPairSchema,
        response: { 200: coachingRoomSchema },
      },
    },
    async (request) => {
      const { coachId, clientId } = request.params;
      const pair = await pairFor(db, request.user.id, coachId, clientId);
      return coachingRoom(db, pair, request.user.id);
    },
  );

  app.get(
    '/SessionComments/getSessionComments/:coachId/:clientId',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: 'The pair’s notebook, newest first',
        description: `${PAIR_ONLY} At most the newest ${COACHING_ROOM.notesMax} notes; ${READER_TIME}`,
        params: coachingPairSchema,
        response: { 200: z.array(sessionNoteSchema) },
      },
    },
    async (request) => {
      const { coachId, clientId } = request.params;
      const pair = await pairFor(db, request.user.id, coachId, clientId);
      return listNotes(db, request.user, pair);
    },
  );

  app.post(
    '/SessionComments/InsertComment',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden', 'notFound'] },
      schema: {
        ...secured,
        summary: 'Add a note to the pair’s notebook',
        description: `${PAIR_ONLY} Comment: 1 to ${COACHING_ROOM.noteMax} characters after trimming.`,
        body: insertCommentRequestSchema,
        response: { 201: sessionNoteSchema },
      },
    },
    async (request, reply) => {
      const { coachId, clientId, comment } = request.body;
      const pair = await activePairFor(db, request.user.id, coachId, clientId);
      return reply.status(201).send(await insertNote(db, request.user, pair, comment, clock.now()));
    },
  );

  app.get(
    '/ChatConversation/getChatMessage/:coachId/:clientId',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: 'A page of the pair’s chat, oldest first',
        description:
          `${PAIR_ONLY} Without afterId: the newest page (limit messages, ${COACHING_ROOM.pageSize} by default, ` +
          `${COACHING_ROOM.pageMax} at most), or the page before beforeId. With afterId (the last id seen): the ` +
          `messages after it, oldest first, to catch up after a reconnect. ${READER_TIME}`,
        params: coachingPairSchema,
        querystring: chatPageQuerySchema,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request) => {
      const { coachId, clientId } = request.params;
      const pair = await pairFor(db, request.user.id, coachId, clientId);
      return listMessages(db, request.user.timeZone, pair, request.query);
    },
  );

  app.post(
    '/ChatConversation/InsertChatMessage',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Send a chat message: stored, then pushed to the pair’s group (GetChat on /chathub)',
        description:
          `${PAIR_ONLY} Message: 1 to ${COACHING_ROOM.messageMax} characters after trimming. clientMessageId is ` +
          'the sender’s own UUID for the message: a resend with it answers the stored message (200) instead of ' +
          'storing it again (201); the same id on another pair is a 409. Without it the server makes one.',
        body: insertChatMessageRequestSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const { coachId, clientId, ...input } = request.body;
      const pair = await activePairFor(db, request.user.id, coachId, clientId);
      const inserted = await insertMessage(db, app.events, request.user.id, pair, input, clock.now());
      if (inserted.created) pushChatMessage(hub, inserted);
      return reply
        .status(inserted.created ? 201 : 200)
        .send(toChatMessage(inserted.row, inserted.people, request.user.timeZone));
    },
  );

  app.put(
    '/ChatConversation/MarkRead/:coachId/:clientId',
    {
      config: { ability: pairAbilities.usePair, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: 'Mark the pair’s chat read by the caller (opening the CHAT tab): pending messages go to 0',
        description: PAIR_ONLY,
        params: coachingPairSchema,
        response: { 200: pendingMessagesSchema },
      },
    },
    async (request) => {
      const { coachId, clientId } = request.params;
      const pair = await pairFor(db, request.user.id, coachId, clientId);
      await markRead(db, app.events, pair, request.user.id, clock.now());
      return { coachId, clientId, pendingMessages: await pendingMessages(db, pair, request.user.id) };
    },
  );

  app.get(
    '/ChatConversation/GetPendingMessages',
    {
      config: { ability: pairAbilities.usePair },
      schema: {
        ...secured,
        summary: 'The caller’s pending messages in each of their pairs (as client or as coach, past pairs too)',
        response: { 200: z.array(pendingMessagesSchema) },
      },
    },
    async (request) => pendingByPair(db, request.user.id),
  );
};
