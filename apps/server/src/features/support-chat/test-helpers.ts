import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SUPPORT_CHAT, type StartSupportChatResponse } from '@oola/domain';
import { supportConversations, supportMessages } from '../../db/schema/index.js';
import { call, type TestApp } from '../../test/test-app.js';

let visitorNumber = 0;

/** Starts a chat as an anonymous visitor; answers the conversation, its secret and the visitor's header. */
export async function startChat(t: TestApp, message = 'Hello, can you help me with my order?') {
  visitorNumber += 1;
  const { status, body } = await call<StartSupportChatResponse>(t, {
    method: 'POST',
    url: '/api/SupportChat/Start',
    // One address per visitor, so the start limit never trips in tests that are not about it.
    remoteAddress: `198.51.100.${visitorNumber % 250}`,
    payload: { firstName: 'Jane', email: `Visitor${visitorNumber}@Example.com`, message },
  });
  if (status !== 201) throw new Error(`start failed: ${status}`);
  return { ...body, headers: { [SUPPORT_CHAT.secretHeader]: body.secret } };
}

export const countRows = async (t: TestApp) => ({
  conversations: (await t.database.db.select().from(supportConversations)).length,
  messages: (await t.database.db.select().from(supportMessages)).length,
});

/** A Socket.IO client on /supportchat of an app that already listens (hubSockets started it). */
export function openChatSocket(t: TestApp, auth: Record<string, unknown>): Socket {
  const { port } = t.app.server.address() as AddressInfo;
  return connect(`http://127.0.0.1:${port}${SUPPORT_CHAT.namespace}`, {
    auth,
    transports: ['websocket'],
    reconnection: false,
  });
}

/** Resolves on connect, rejects with the server's refusal message. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

export function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}
