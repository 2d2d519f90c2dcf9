/**
 * PostgreSQL only (the vitest project server-postgres, which exists when TEST_DATABASE_URL is set,
 * as in CI's PostgreSQL phase): two real server processes on one database. What one process emits
 * reaches the sockets of the other (Socket.IO's PostgreSQL adapter), so does a command-line tool's
 * emit, a logout ends the session's sockets everywhere, and a picture uploaded through one is served
 * by the other.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COACHING_ROOM,
  MEETING_HUB,
  MEETING_MESSAGES,
  NOTIFICATIONS_EVENT,
  type ChatMessage,
  type MeetingJoinAnswer,
  type MeetingSignal,
} from '@oola/domain';
import { GLOBAL_STEPS_EVENT } from '@oola/domain';
import { ROOM_PAIR } from '../features/coaching/room/test-helpers.js';
import { openMeeting } from '../features/coaching/meetings/test-helpers.js';
import { multipartBody, testImage } from '../test/images.js';
import type { ServerProcess } from '../server-process.js';
import { api, startTwoProcesses, type TwoProcesses } from '../test/two-processes.js';
import { newMember, newStaff, newPair } from '../test/factories/index.js';

const chat = COACHING_ROOM.hub;
const meeting = { namespace: MEETING_HUB.namespace, ...MEETING_HUB.events };
const offer: MeetingSignal = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
let cluster: TwoProcesses;
beforeAll(async () => {
  cluster = await startTwoProcesses();
}, 120_000);
afterAll(async () => cluster?.close());

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (value: T) => resolve(value)));

describe('two server processes on one PostgreSQL database', () => {
  it('pushes the global counter to an /actionhub socket on B after an action is completed through A', async () => {
    const { a, b, t } = cluster;
    const member = await newMember(t, { step: 3 });
    const watcher = await newMember(t);
    const socket = await cluster.hubSocket(b, '/actionhub', watcher.token);
    const saved = await api<{ actions: { id: number }[] }>(a, member.token, 'POST', '/api/Actions', {
      userId: member.id,
      actions: ['Walk 20 minutes', 'Read 10 pages', 'Call a friend'],
    });
    expect(saved.status).toBe(200);
    const pushed = next<number>(socket, GLOBAL_STEPS_EVENT);
    const done = await api(a, member.token, 'PUT', '/api/Actions/AsyncCompleteAction', {
      userId: member.id,
      id: saved.body.actions[0]!.id,
    });
    expect(done.status).toBe(200);
    const counted = await api<number>(b, watcher.token, 'GET', '/api/Actions/GetGlobalActionStepsTaken');
    expect(await pushed).toBe(counted.body);
  });

  it("tells a member's /notificationshub socket on B when staff send a notification through A", async () => {
    const { a, b, t } = cluster;
    const staff = await newStaff(t);
    const member = await newMember(t);
    const socket = await cluster.hubSocket(b, '/notificationshub', member.token);
    const told = next(socket, NOTIFICATIONS_EVENT);
    const sent = await api(a, staff.token, 'POST', '/api/Notification/Send', {
      userId: member.id,
      title: 'Welcome',
      message: '<p>Your coach is waiting.</p>',
    });
    expect(sent.status).toBe(201);
    await told;
    const listed = await api<{ title: string }[]>(b, member.token, 'GET', '/api/Notification/GetNotification');
    expect(listed.body.map((notification) => notification.title)).toEqual(['Welcome']);
  });

  it("reaches a member's open page from the command line (npm run notify), which holds no socket", async () => {
    const { b, t } = cluster;
    const member = await newMember(t);
    const socket = await cluster.hubSocket(b, '/notificationshub', member.token);
    const told = next(socket, NOTIFICATIONS_EVENT);
    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/features/notifications/cli.ts',
        '--user',
        String(member.id),
        '--title',
        'From staff',
        '--message',
        '<p>Hello</p>',
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: t.databaseUrl!, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toMatch(/pushed live/);
    await told;
  });

  it('ends the sockets of a session on B when it signs out through A', async () => {
    const { a, b, t } = cluster;
    const member = await newMember(t);
    const sockets = await Promise.all(
      ['/actionhub', '/notificationshub'].map((hub) => cluster.hubSocket(b, hub, member.token)),
    );
    const ended = sockets.map((socket) => next<string>(socket, 'disconnect'));
    expect((await api(a, member.token, 'POST', '/api/Logout')).status).toBe(204);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('serves a picture uploaded through A from B: the same bytes, type and cache headers', async () => {
    const { a, b, t } = cluster;
    const member = await newMember(t);
    const upload = (server: ServerProcess, bytes: Buffer) => {
      const { payload, contentType } = multipartBody(
        { userId: String(member.id) },
        { name: 'me.png', type: 'image/png', bytes },
      );
      return fetch(`${server.url}/api/Customer/UploadProfilePicture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': contentType },
        body: payload,
      });
    };
    const uploaded = await upload(a, await testImage(600, 500));
    expect(uploaded.status).toBe(201);
    const { pictureUrl } = (await uploaded.json()) as { pictureUrl: string };
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${pictureUrl}`), fetch(`${b.url}${pictureUrl}`)]);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'content-length']) {
      expect(fromB.headers.get(header), header).toBe(fromA.headers.get(header));
    }
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The content check is the same on B: a script named like a picture is refused.
    const fake = await upload(b, Buffer.from('<svg onload=alert(1)>'));
    expect(fake.status).toBe(400);
  });

  it('delivers a chat message posted through A to the /chathub group member on B', async () => {
    const { a, b, t } = cluster;
    const { coach, client } = await newPair(t, ROOM_PAIR);
    const pair = { coachId: coach.id, clientId: client.id };
    const socket = await cluster.hubSocket(b, chat.namespace, coach.token);
    expect(await socket.timeout(5000).emitWithAck(chat.join, pair)).toEqual({ ok: true });
    const arrived = next<ChatMessage>(socket, chat.message);
    const posted = await api(a, client.token, 'POST', '/api/ChatConversation/InsertChatMessage', {
      ...pair,
      message: 'See you on Tuesday',
    });
    expect(posted.status).toBe(201);
    expect((await arrived).text).toBe('See you on Tuesday');
  });

  it("relays video signalling between a coach's socket on A and the client's on B, one socket per person", async () => {
    const { a, b, t } = cluster;
    const { coach, client, code } = await openMeeting(t);
    const join = (socket: Socket) =>
      socket.timeout(5000).emitWithAck(meeting.join, { meetingCode: code }) as Promise<MeetingJoinAnswer>;
    const coachSocket = await cluster.hubSocket(a, meeting.namespace, coach.token);
    expect(await join(coachSocket)).toEqual({ ok: true, role: 'coach', peerPresent: false });
    const clientSocket = await cluster.hubSocket(b, meeting.namespace, client.token);
    const coachSeesJoin = next(coachSocket, meeting.peerJoined);
    // The coach's socket on A is found from B (fetchSockets goes through the adapter too).
    expect(await join(clientSocket)).toEqual({ ok: true, role: 'member', peerPresent: true });
    await coachSeesJoin;
    const atClient = next(clientSocket, meeting.signal);
    coachSocket.emit(meeting.signal, offer);
    expect(await atClient).toEqual(offer);
    // The coach joins again from a tab on B: the socket on A is told it was replaced.
    const replaced = next(coachSocket, meeting.replaced);
    const secondTab = await cluster.hubSocket(b, meeting.namespace, coach.token);
    expect(await join(secondTab)).toEqual({ ok: true, role: 'coach', peerPresent: true });
    await replaced;
  });

  it('tells both people, on either process, that the coach completed the session', async () => {
    const { a, b, t } = cluster;
    // Several sessions: the announcement once raced the emptying of the room and was sometimes lost.
    for (let round = 0; round < 5; round += 1) {
      const { coach, client, code } = await openMeeting(t);
      const join = (socket: Socket) =>
        socket.timeout(5000).emitWithAck(meeting.join, { meetingCode: code }) as Promise<MeetingJoinAnswer>;
      const coachSocket = await cluster.hubSocket(a, meeting.namespace, coach.token);
      const clientOnA = await cluster.hubSocket(a, meeting.namespace, client.token);
      expect(await join(coachSocket)).toMatchObject({ ok: true });
      expect(await join(clientOnA)).toMatchObject({ ok: true });
      const told = [next(coachSocket, meeting.ended), next(clientOnA, meeting.ended)];
      const completed = await api(a, coach.token, 'POST', '/api/Coach/CompleteSession', {
        coachId: coach.id,
        userId: client.id,
        meetingCode: code,
      });
      expect(completed.status).toBe(200);
      const lost = new Promise((_, reject) => setTimeout(() => reject(new Error('the end was not announced')), 5000));
      await Promise.race([Promise.all(told), lost]);
      const clientOnB = await cluster.hubSocket(b, meeting.namespace, client.token);
      expect(await join(clientOnB)).toEqual({ ok: false, message: MEETING_MESSAGES.ended });
    }
  });
});
