import type { FastifyInstance } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import {
  coercedIdSchema,
  SUPPORT_CHAT,
  tokenText,
  type SupportChatMessage,
  type SupportChatTyping,
  type SupportChatUpdated,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { answered } from '../../realtime/answered.js';
import { bindSocketToSession, type SocketSession } from '../../realtime/session-sockets.js';
import { findSession } from '../../identity/session-store.js';
import type { ConversationRow } from './views.js';
import { findVisitorConversation } from './service.js';
import { ALLOWED } from '../../policies/ability.js';
import { answerSupportChats } from '../../policies/staff.js';

const STAFF_ROOM = 'staff';
const conversationRoom = (id: number) => `conversation:${id}`;

/** A visitor's handshake and staff's typing signal carry any JSON: the id is checked before any query. */
const visitorAuthSchema = z.object({ conversationId: coercedIdSchema, secret: tokenText().min(1) });
const typingPayloadSchema = z.object({ conversationId: coercedIdSchema });

type ChatSocketData =
  { role: 'staff'; staffUserId: number; session: SocketSession } | { role: 'visitor'; conversationId: number };

/**
 * Which sockets may listen: staff with their bearer token (handshake
 * `auth.token`, room `staff`), a visitor with their conversation's id and
 * secret (`auth.conversationId` + `auth.secret`, room `conversation:{id}`).
 */
async function admit(db: Db, auth: Record<string, unknown>): Promise<ChatSocketData | 'unauthorized' | 'forbidden'> {
  if (typeof auth.token === 'string' && auth.token) {
    const session = await findSession(db, auth.token);
    if (!session) return 'unauthorized';
    if (answerSupportChats(session.user) !== ALLOWED) return 'forbidden';
    const { sessionId, expiresAt } = session;
    return { role: 'staff', staffUserId: session.user.id, session: { sessionId, expiresAt } };
  }
  const visitor = visitorAuthSchema.safeParse(auth);
  if (!visitor.success) return 'unauthorized';
  const { conversationId, secret } = visitor.data;
  try {
    await findVisitorConversation(db, conversationId, secret);
    return { role: 'visitor', conversationId };
  } catch {
    return 'forbidden';
  }
}

function relayTyping(hub: Namespace, socket: Socket, payload: unknown): void {
  const data = socket.data as ChatSocketData;
  if (data.role === 'visitor') {
    const typing: SupportChatTyping = { conversationId: data.conversationId, sender: 'visitor' };
    hub.to(STAFF_ROOM).emit(SUPPORT_CHAT.events.typing, typing);
    return;
  }
  const typed = typingPayloadSchema.safeParse(payload);
  if (!typed.success) return;
  const typing: SupportChatTyping = { conversationId: typed.data.conversationId, sender: 'staff' };
  hub.to(conversationRoom(typing.conversationId)).emit(SUPPORT_CHAT.events.typing, typing);
}

/** The /supportchat namespace: live messages, status changes and "is typing" for the Contact page chat. */
export function registerSupportChatHub(app: FastifyInstance, db: Db): Namespace {
  const hub = app.io.of(SUPPORT_CHAT.namespace);
  hub.use(
    answered(async (socket, next) => {
      const admitted = await admit(db, (socket.handshake.auth ?? {}) as Record<string, unknown>);
      if (typeof admitted === 'string') return next(new Error(admitted));
      socket.data = admitted;
      if (admitted.role === 'staff') {
        await socket.join(STAFF_ROOM);
        await bindSocketToSession(socket, admitted.session);
      } else {
        await socket.join(conversationRoom(admitted.conversationId));
      }
      return next();
    }),
  );
  hub.on('connection', (socket) => {
    socket.on(SUPPORT_CHAT.events.typing, (payload: unknown) => relayTyping(hub, socket, payload));
  });
  return hub;
}

/** Pushes a stored message to its visitor and to every staff inbox. */
export function pushMessage(hub: Namespace, message: SupportChatMessage): void {
  hub.to(conversationRoom(message.conversationId)).to(STAFF_ROOM).emit(SUPPORT_CHAT.events.message, message);
}

/** Tells the visitor and the staff inboxes that a conversation changed (closed, read). */
export function pushUpdated(hub: Namespace, row: ConversationRow): void {
  const updated: SupportChatUpdated = {
    conversationId: row.id,
    status: row.status as SupportChatUpdated['status'],
    closedBy: (row.closedBy as SupportChatUpdated['closedBy']) ?? null,
  };
  hub.to(conversationRoom(row.id)).to(STAFF_ROOM).emit(SUPPORT_CHAT.events.updated, updated);
}
