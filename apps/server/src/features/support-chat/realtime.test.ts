import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_CHAT,
  TOKEN_MAX_LENGTH,
  type SupportChatMessage,
  type SupportChatTyping,
  type SupportChatUpdated,
} from '@oola/domain';
import { hubSockets } from '../../test/hub-sockets.js';
import { newMember, newStaff } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';
import { connected, nextEvent, openChatSocket, startChat } from './test-helpers.js';

let t: TestApp;
let hubs: Awaited<ReturnType<typeof hubSockets>>;
let staff: Identity;
const sockets: ReturnType<typeof openChatSocket>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  hubs = await hubSockets(t);
  staff = await newStaff(t, { firstName: 'Sam' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  hubs.closeAll();
  await t.close();
});

const open = (auth: Record<string, unknown>) => {
  const socket = openChatSocket(t, auth);
  sockets.push(socket);
  return socket;
};
const { events } = SUPPORT_CHAT;

describe('Socket.IO /supportchat', () => {
  it("pushes a staff reply to the visitor's socket and a visitor message to staff, after storing them", async () => {
    const chat = await startChat(t);
    const visitor = await connected(open({ conversationId: chat.conversation.id, secret: chat.secret }));
    const staffSocket = await connected(open({ token: staff.token }));

    const toStaff = nextEvent<SupportChatMessage>(staffSocket, events.message);
    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Conversations/${chat.conversation.id}/Messages`,
      headers: chat.headers,
      payload: { message: 'Is anyone there?' },
    });
    expect(await toStaff).toMatchObject({
      conversationId: chat.conversation.id,
      sender: 'visitor',
      body: 'Is anyone there?',
    });

    // The visitor's own message comes back to their sockets too (other tabs); wait for the staff reply.
    const toVisitor = new Promise<SupportChatMessage>((resolve) =>
      visitor.on(events.message, (message: SupportChatMessage) => message.sender === 'staff' && resolve(message)),
    );
    const sent = await call<SupportChatMessage>(t, {
      method: 'POST',
      url: `/api/SupportChat/Staff/Conversations/${chat.conversation.id}/Messages`,
      headers: staff.auth,
      payload: { message: 'Yes, Sam here.' },
    });
    expect(await toVisitor).toEqual(sent.body);

    const closed = nextEvent<SupportChatUpdated>(visitor, events.updated);
    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Staff/Conversations/${chat.conversation.id}/Close`,
      headers: staff.auth,
    });
    expect(await closed).toEqual({ conversationId: chat.conversation.id, status: 'closed', closedBy: 'staff' });
  });

  it("does not push another visitor's messages to a visitor", async () => {
    const mine = await startChat(t);
    const theirs = await startChat(t);
    const visitor = await connected(open({ conversationId: mine.conversation.id, secret: mine.secret }));
    const received: SupportChatMessage[] = [];
    visitor.on(events.message, (message: SupportChatMessage) => received.push(message));
    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Staff/Conversations/${theirs.conversation.id}/Messages`,
      headers: staff.auth,
      payload: { message: 'Private answer' },
    });
    const ownReply = nextEvent<SupportChatMessage>(visitor, events.message);
    await call(t, {
      method: 'POST',
      url: `/api/SupportChat/Staff/Conversations/${mine.conversation.id}/Messages`,
      headers: staff.auth,
      payload: { message: 'Your answer' },
    });
    await ownReply;
    expect(received.map((message) => message.body)).toEqual(['Your answer']);
  });

  it('relays "is typing" between the visitor and staff', async () => {
    const chat = await startChat(t);
    const visitor = await connected(open({ conversationId: chat.conversation.id, secret: chat.secret }));
    const staffSocket = await connected(open({ token: staff.token }));
    const staffSees = nextEvent<SupportChatTyping>(staffSocket, events.typing);
    visitor.emit(events.typing);
    expect(await staffSees).toEqual({ conversationId: chat.conversation.id, sender: 'visitor' });
    const visitorSees = nextEvent<SupportChatTyping>(visitor, events.typing);
    staffSocket.emit(events.typing, { conversationId: chat.conversation.id });
    expect(await visitorSees).toEqual({ conversationId: chat.conversation.id, sender: 'staff' });
  });

  it('refuses a wrong secret, a member who is not staff, an unknown token and no credentials', async () => {
    const chat = await startChat(t);
    const member = await newMember(t);
    await expect(connected(open({ conversationId: chat.conversation.id, secret: 'wrong' }))).rejects.toThrow(
      'forbidden',
    );
    await expect(connected(open({ token: member.token }))).rejects.toThrow('forbidden');
    await expect(connected(open({ token: 'not-a-token' }))).rejects.toThrow('unauthorized');
    await expect(connected(open({}))).rejects.toThrow('unauthorized');
  });

  it('refuses a conversation id that is not a database id, or an oversized secret, as unauthorized', async () => {
    const chat = await startChat(t);
    const notIds = [2 ** 31, '2147483648', 0, -1, 1.5, 'abc', null, { toString: 1, valueOf: 1 }];
    for (const conversationId of notIds) {
      await expect(
        connected(open({ conversationId, secret: chat.secret })),
        JSON.stringify(conversationId),
      ).rejects.toThrow('unauthorized');
    }
    const longSecret = 's'.repeat(TOKEN_MAX_LENGTH + 1);
    await expect(connected(open({ conversationId: chat.conversation.id, secret: longSecret }))).rejects.toThrow(
      'unauthorized',
    );
    await connected(open({ conversationId: chat.conversation.id, secret: chat.secret }));
  });

  it('ignores a staff "is typing" whose conversation id is not a database id', async () => {
    const chat = await startChat(t);
    const visitor = await connected(open({ conversationId: chat.conversation.id, secret: chat.secret }));
    const staffSocket = await connected(open({ token: staff.token }));
    const seen: SupportChatTyping[] = [];
    visitor.on(events.typing, (typing: SupportChatTyping) => seen.push(typing));
    staffSocket.emit(events.typing, { conversationId: { toString: 1, valueOf: 1 } });
    staffSocket.emit(events.typing, { conversationId: 2 ** 31 });
    const valid = nextEvent<SupportChatTyping>(visitor, events.typing);
    staffSocket.emit(events.typing, { conversationId: chat.conversation.id });
    await valid;
    expect(seen).toEqual([{ conversationId: chat.conversation.id, sender: 'staff' }]);
  });

  it("ends a staff member's inbox socket at logout: no visitor message reaches it afterwards", async () => {
    const shift = await newStaff(t);
    const inbox = await connected(open({ token: shift.token }));
    const ended = new Promise<string>((resolve) => inbox.once('disconnect', (reason) => resolve(reason)));
    const logout = await call(t, { method: 'POST', url: '/api/Logout', headers: shift.auth });
    expect(logout.status).toBe(204);
    expect(await ended).toBe('io server disconnect');
    const received: SupportChatMessage[] = [];
    inbox.on(events.message, (message: SupportChatMessage) => received.push(message));
    await startChat(t);
    expect(received).toEqual([]);
    expect(inbox.connected).toBe(false);
  });
});
