import type { Namespace, Socket } from 'socket.io';
import { chatGroup, COACHING_ROOM, coachingPairSchema, type JoinChatAck } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../core/app-error.js';
import type { SocketUser } from '../../../realtime/io.js';
import { pairFor } from '../pairs/index.js';
import { toChatMessage, type InsertedMessage } from './chat.js';

const { hub: events } = COACHING_ROOM;
type Ack = (answer: JoinChatAck) => void;

const userRoom = (userId: number) => `user:${userId}`;

async function join(db: Db, socket: Socket, payload: unknown): Promise<JoinChatAck> {
  const pair = coachingPairSchema.safeParse(payload);
  if (!pair.success) return { ok: false, message: 'Send { coachId, clientId }.' };
  const { userId } = socket.data.user as SocketUser;
  try {
    await pairFor(db, userId, pair.data.coachId, pair.data.clientId);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
  await socket.join(chatGroup(pair.data.coachId, pair.data.clientId));
  return { ok: true };
}

/**
 * The chat groups of /chathub: a signed-in socket joins '{coachId}-{clientId}' with JoinChat, only when
 * its user is the pair's coach or client (pairFor), and leaves it with LeaveChat.
 */
export function registerChatGroups(hub: Namespace, db: Db): void {
  hub.on('connection', (socket) => {
    socket.on(events.join, (payload: unknown, ack?: unknown) => {
      void join(db, socket, payload)
        // The database did not answer: the client may try again.
        .catch((): JoinChatAck => ({ ok: false, message: 'unavailable' }))
        .then((answer) => {
          if (typeof ack === 'function') (ack as Ack)(answer);
        });
    });
    socket.on(events.leave, (payload: unknown, ack?: unknown) => {
      const pair = coachingPairSchema.safeParse(payload);
      if (pair.success) void socket.leave(chatGroup(pair.data.coachId, pair.data.clientId));
      if (typeof ack === 'function') (ack as Ack)({ ok: pair.success });
    });
  });
}

/**
 * Tells the pair's group of a stored message (GetChat): each side's sockets get it with the date and time
 * in their own time zone. Only rooms are used, so it works the same across processes.
 */
export function pushChatMessage(hub: Namespace, { row, people }: InsertedMessage): void {
  const group = chatGroup(row.coachId, row.clientId);
  hub
    .to(group)
    .except(userRoom(row.clientId))
    .emit(events.message, toChatMessage(row, people, people.coach.timeZone));
  hub
    .to(group)
    .except(userRoom(row.coachId))
    .emit(events.message, toChatMessage(row, people, people.client.timeZone));
}
