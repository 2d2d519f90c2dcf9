import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { COACHING_ROOM, type ChatMessage, type JoinChatAck } from '@oola/domain';
import { hubSockets } from '../../../test/hub-sockets.js';
import { newMember, newPair } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { NOT_YOUR_PAIR } from '../../../policies/pair.js';
import { readChat, sendMessage, type TestUser, ROOM_PAIR } from '../room/test-helpers.js';

const { hub } = COACHING_ROOM;
let t: TestApp;
let hubs: Awaited<ReturnType<typeof hubSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  hubs = await hubSockets(t);
});
afterAll(async () => {
  hubs.closeAll();
  await t.close();
});

const join = (socket: Socket, payload: unknown) =>
  socket.timeout(5000).emitWithAck(hub.join, payload) as Promise<JoinChatAck>;

/** A /chathub socket of `user` that has joined the pair's group. */
async function inGroup(user: TestUser, pair: { coachId: number; clientId: number }): Promise<Socket> {
  const socket = await hubs.connected(hub.namespace, user.token);
  expect(await join(socket, pair)).toEqual({ ok: true });
  return socket;
}

/** Every GetChat a socket receives, from now on. */
function collect(socket: Socket): ChatMessage[] {
  const received: ChatMessage[] = [];
  socket.on(hub.message, (message: ChatMessage) => received.push(message));
  return received;
}

const nextChat = (socket: Socket) => new Promise<ChatMessage>((resolve) => socket.once(hub.message, resolve));

describe('/chathub groups', () => {
  it('refuses to put a socket in a group it is not part of, whatever the ids, and it hears nothing there', async () => {
    const { coach, client } = await newPair(t, ROOM_PAIR);
    const pair = { coachId: coach.id, clientId: client.id };
    const stranger = await newMember(t);
    const socket = await hubs.connected(hub.namespace, stranger.token);
    expect(await join(socket, pair)).toEqual({ ok: false, message: NOT_YOUR_PAIR });
    expect(await join(socket, { coachId: stranger.id, clientId: client.id })).toEqual({
      ok: false,
      message: NOT_YOUR_PAIR,
    });
    expect(await join(socket, { coachId: 'x' })).toMatchObject({ ok: false });
    const heard = collect(socket);

    const coachSocket = await inGroup(coach, pair);
    const arrived = nextChat(coachSocket);
    await sendMessage(t, client, { ...pair, message: 'Only for my coach' });
    await arrived;
    expect(heard).toEqual([]);
  });

  it('pushes a stored message to both sides, each with its own time zone, and not to a socket that left', async () => {
    const { coach, client, path } = await newPair(t, {
      coach: { firstName: 'Casey', timeZone: 'America/New_York' },
      client: { firstName: 'Robin', timeZone: 'Pacific/Auckland' },
    });
    const pair = { coachId: coach.id, clientId: client.id };
    const coachSocket = await inGroup(coach, pair);
    const clientSocket = await inGroup(client, pair);
    const leaver = await inGroup(client, pair);
    expect(await leaver.timeout(5000).emitWithAck(hub.leave, pair)).toEqual({ ok: true });
    const leaverHeard = collect(leaver);

    const toCoach = nextChat(coachSocket);
    const toClient = nextChat(clientSocket);
    const sent = await sendMessage(t, client, { ...pair, message: 'Are we still on for Tuesday?' });
    const [coachCopy, clientCopy] = await Promise.all([toCoach, toClient]);

    const stored = (await readChat(t, coach, path)).body;
    expect(coachCopy).toEqual(stored[0]);
    expect(clientCopy).toEqual(sent.body);
    const time = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(
        new Date(sent.body.createdAt),
      );
    expect(coachCopy.time).toBe(time('America/New_York'));
    expect(clientCopy.time).toBe(time('Pacific/Auckland'));
    expect(leaverHeard).toEqual([]);
  });

  it('loses nothing when a chat socket drops: after reconnecting the client catches up from its last seen id', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    const pair = { coachId: coach.id, clientId: client.id };
    const socket = await inGroup(client, pair);
    const first = nextChat(socket);
    await sendMessage(t, coach, { ...pair, message: 'Before the drop' });
    const lastSeen = (await first).id;

    socket.disconnect();
    for (const message of ['While you were away 1', 'While you were away 2', 'While you were away 3']) {
      expect((await sendMessage(t, coach, { ...pair, message })).status).toBe(201);
    }
    socket.connect();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(await join(socket, pair)).toEqual({ ok: true });
    const missed = await readChat(t, client, path, `?afterId=${lastSeen}`);
    expect(missed.body.map((message) => message.text)).toEqual([
      'While you were away 1',
      'While you were away 2',
      'While you were away 3',
    ]);

    const live = nextChat(socket);
    await sendMessage(t, coach, { ...pair, message: 'Back live' });
    expect((await live).text).toBe('Back live');
  });
});
