import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Namespace } from 'socket.io';
import { z } from 'zod';
import {
  sendSupportChatMessageRequestSchema,
  startSupportChatRequestSchema,
  startSupportChatResponseSchema,
  SUPPORT_CHAT,
  supportChatConversationSchema,
  supportChatIdParamsSchema,
  supportChatMessageSchema,
  tokenText,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../core/app-error.js';
import { PUBLIC_SUBMISSIONS, publicSubmissionLimit, registerPublicRateLimit } from '../../http/public-rate-limit.js';
import { pushMessage, pushUpdated } from './realtime.js';
import { addMessage, closeConversation, findVisitorConversation, startConversation } from './service.js';
import { visitorView } from './views.js';
import { PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Support chat'];
const secretHeaders = z.object({
  [SUPPORT_CHAT.secretHeader]: tokenText().optional().describe('The secret answered by SupportChat/Start'),
});
const SECRET_NOTE =
  `The visitor proves the conversation is theirs with the header ${SUPPORT_CHAT.secretHeader}: the secret answered ` +
  'when the chat started. No header: 401. A wrong secret or an unknown id: 404, as if the chat did not exist.';

/** A visitor chats faster than they fill in forms: 120 messages per 10 minutes per address. */
const VISITOR_MESSAGES = { max: 120, windowMs: PUBLIC_SUBMISSIONS.windowMinutes * 60 * 1000 };
const visitorMessageLimit = { rateLimit: { max: VISITOR_MESSAGES.max, timeWindow: VISITOR_MESSAGES.windowMs } };

function secretOf(request: FastifyRequest): string {
  const value = request.headers[SUPPORT_CHAT.secretHeader];
  const secret = Array.isArray(value) ? value[0] : value;
  if (!secret) throw unauthorized('This chat needs its key. Please start a new chat.');
  return secret;
}

/** The anonymous visitor's calls: start a chat, read it, write in it, end it. */
export const supportChatVisitorRoutes: FastifyPluginAsyncZod<{ db: Db; hub: Namespace }> = async (app, { db, hub }) => {
  await registerPublicRateLimit(app, db);

  app.post(
    '/SupportChat/Start',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Start a live chat with support (no account needed)',
        description:
          'Stores the conversation and its first message, and answers the conversation with a random secret shown ' +
          'only this once (only its SHA-256 is stored): keep it to read and write in the chat and to connect to the ' +
          `Socket.IO namespace ${SUPPORT_CHAT.namespace} (handshake auth { conversationId, secret }). Outside support ` +
          'hours (Monday to Friday 8:00 to 16:00 America/Los_Angeles) the chat is kept and startedOffline is true: ' +
          'support answers by email within one business day. firstName: letters and spaces; message: 1 to 2,000 ' +
          'characters after trimming. 429 after 30 submissions in 10 minutes from one address.',
        body: startSupportChatRequestSchema,
        response: { 201: startSupportChatResponseSchema },
      },
    },
    async (request, reply) => {
      const started = await startConversation(db, request.body);
      const [first] = started.conversation.messages;
      if (first) pushMessage(hub, first);
      return reply.status(201).send(started);
    },
  );

  app.get(
    '/SupportChat/Conversations/:conversationId',
    {
      config: { ability: PUBLIC, errors: ['unauthorized'] },
      schema: {
        tags: TAGS,
        summary: "The visitor's own conversation with every message, oldest first",
        description: SECRET_NOTE,
        headers: secretHeaders,
        security: [{ chatSecret: [] }],
        params: supportChatIdParamsSchema,
        response: { 200: supportChatConversationSchema },
      },
    },
    async (request) => {
      const conversation = await findVisitorConversation(db, request.params.conversationId, secretOf(request));
      return visitorView(db, conversation);
    },
  );

  app.post(
    '/SupportChat/Conversations/:conversationId/Messages',
    {
      config: { ...visitorMessageLimit, ability: PUBLIC, errors: ['unauthorized', 'conflict'] },
      schema: {
        tags: TAGS,
        summary: 'The visitor writes in their conversation',
        description: `${SECRET_NOTE} The message is stored, then pushed (event ${SUPPORT_CHAT.events.message}) to the visitor's sockets and to staff. 409 once the chat has ended; 429 after ${VISITOR_MESSAGES.max} messages in 10 minutes from one address.`,
        headers: secretHeaders,
        security: [{ chatSecret: [] }],
        params: supportChatIdParamsSchema,
        body: sendSupportChatMessageRequestSchema,
        response: {
          201: supportChatMessageSchema,
        },
      },
    },
    async (request, reply) => {
      const conversation = await findVisitorConversation(db, request.params.conversationId, secretOf(request));
      const message = await addMessage(db, conversation, { sender: 'visitor' }, request.body.message);
      pushMessage(hub, message);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/SupportChat/Conversations/:conversationId/End',
    {
      config: { ability: PUBLIC, errors: ['unauthorized'] },
      schema: {
        tags: TAGS,
        summary: 'The visitor ends their conversation',
        description: `${SECRET_NOTE} Ending an ended chat changes nothing. Staff are told (event ${SUPPORT_CHAT.events.updated}).`,
        headers: secretHeaders,
        security: [{ chatSecret: [] }],
        params: supportChatIdParamsSchema,
        response: { 200: supportChatConversationSchema },
      },
    },
    async (request) => {
      const conversation = await findVisitorConversation(db, request.params.conversationId, secretOf(request));
      const closed = await closeConversation(db, conversation, 'visitor');
      if (conversation.status !== closed.status) pushUpdated(hub, closed);
      return visitorView(db, closed);
    },
  );
};
