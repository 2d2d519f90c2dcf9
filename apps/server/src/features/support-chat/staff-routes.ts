import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Namespace } from 'socket.io';
import { z } from 'zod';
import {
  sendSupportChatMessageRequestSchema,
  staffSupportChatSchema,
  SUPPORT_CHAT,
  supportChatIdParamsSchema,
  supportChatListQuerySchema,
  supportChatMessageSchema,
  supportChatSummarySchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { pushMessage, pushUpdated } from './realtime.js';
import { addMessage, closeConversation } from './service.js';
import { findConversation, listConversations, markRead } from './staff-service.js';
import { staffView } from './views.js';
import { staffAbilities } from '../../policies/staff.js';

const TAGS = ['Support chat'];
const STAFF_NOTE = 'Staff only (users.is_staff): no token 401, a member who is not staff 403.';
const security = [{ bearer: [] }];

/** The support team's inbox: list, read, answer and close the visitors' chats. */
export const supportChatStaffRoutes: FastifyPluginAsyncZod<{ db: Db; hub: Namespace }> = async (app, { db, hub }) => {
  app.get(
    '/SupportChat/Staff/Conversations',
    {
      config: { ability: staffAbilities.answerSupportChats, errors: ['notFound'] },
      schema: {
        tags: TAGS,
        summary: 'Staff inbox: open (default) or closed conversations, newest activity first (at most 100)',
        description:
          `${STAFF_NOTE} unread: a visitor wrote after staff last opened the conversation. Staff sockets on ` +
          `${SUPPORT_CHAT.namespace} (handshake auth { token }) get every new message (${SUPPORT_CHAT.events.message}) ` +
          `and status change (${SUPPORT_CHAT.events.updated}).`,
        security,
        querystring: supportChatListQuerySchema,
        response: { 200: z.array(supportChatSummarySchema) },
      },
    },
    async (request) => listConversations(db, request.query.status),
  );

  app.get(
    '/SupportChat/Staff/Conversations/:conversationId',
    {
      config: { ability: staffAbilities.answerSupportChats },
      schema: {
        tags: TAGS,
        summary: "One conversation with the visitor's email and every message, oldest first",
        description: STAFF_NOTE,
        security,
        params: supportChatIdParamsSchema,
        response: { 200: staffSupportChatSchema },
      },
    },
    async (request) => staffView(db, await findConversation(db, request.params.conversationId)),
  );

  app.post(
    '/SupportChat/Staff/Conversations/:conversationId/Read',
    {
      config: { ability: staffAbilities.answerSupportChats },
      schema: {
        tags: TAGS,
        summary: 'Mark a conversation read (staff opened it)',
        description: `${STAFF_NOTE} Other staff inboxes are told (${SUPPORT_CHAT.events.updated}).`,
        security,
        params: supportChatIdParamsSchema,
        response: { 200: staffSupportChatSchema },
      },
    },
    async (request) => {
      const read = await markRead(db, await findConversation(db, request.params.conversationId));
      pushUpdated(hub, read);
      return staffView(db, read);
    },
  );

  app.post(
    '/SupportChat/Staff/Conversations/:conversationId/Messages',
    {
      config: { ability: staffAbilities.answerSupportChats, errors: ['conflict'] },
      schema: {
        tags: TAGS,
        summary: 'Staff answer a visitor (pushed live to the visitor)',
        description: `${STAFF_NOTE} Stored, then pushed (${SUPPORT_CHAT.events.message}) to the visitor and to staff. 409 once the chat has ended.`,
        security,
        params: supportChatIdParamsSchema,
        body: sendSupportChatMessageRequestSchema,
        response: { 201: supportChatMessageSchema },
      },
    },
    async (request, reply) => {
      const conversation = await findConversation(db, request.params.conversationId);
      const message = await addMessage(
        db,
        conversation,
        { sender: 'staff', staffUserId: request.user.id, name: request.user.firstName },
        request.body.message,
      );
      pushMessage(hub, message);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/SupportChat/Staff/Conversations/:conversationId/Close',
    {
      config: { ability: staffAbilities.answerSupportChats },
      schema: {
        tags: TAGS,
        summary: 'Staff close a conversation',
        description: `${STAFF_NOTE} The visitor sees the chat has ended (${SUPPORT_CHAT.events.updated}). Closing a closed chat changes nothing.`,
        security,
        params: supportChatIdParamsSchema,
        response: { 200: staffSupportChatSchema },
      },
    },
    async (request) => {
      const conversation = await findConversation(db, request.params.conversationId);
      const closed = await closeConversation(db, conversation, 'staff');
      if (conversation.status !== closed.status) pushUpdated(hub, closed);
      return staffView(db, closed);
    },
  );
};
