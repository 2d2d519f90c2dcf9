/**
 * PostgreSQL only (the vitest project server-postgres, which exists when TEST_DATABASE_URL is set,
 * as in CI's PostgreSQL phase): two real server processes on one database. What one process emits
 * reaches the sockets of the other (Socket.IO's PostgreSQL adapter), a command-line tool's emit
 * reaches them too (the PostgreSQL emitter), and a picture uploaded through one is served by the other.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_EVENT } from '@oola/domain';
import { openPair } from '../features/coach-pairs/pairs.js';
import { GLOBAL_STEPS_EVENT } from '../features/actions-counter/service.js';
import { multipartBody, testImage } from '../test/images.js';
import type { ServerProcess } from '../server-process.js';
import { createUser } from '../test/test-app.js';
import { api, startTwoProcesses, type TwoProcesses } from '../test/two-processes.js';

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
    const member = await createUser(t, { stepId: 3 });
    const watcher = await createUser(t);
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
    const staff = await createUser(t, { isStaff: true });
    const member = await createUser(t);
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
    const member = await createUser(t);
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
    const member = await createUser(t);
    const sockets = await Promise.all(
      ['/actionhub', '/notificationshub'].map((hub) => cluster.hubSocket(b, hub, member.token)),
    );
    const ended = sockets.map((socket) => next<string>(socket, 'disconnect'));
    expect((await api(a, member.token, 'POST', '/api/Logout')).status).toBe(204);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('serves a picture uploaded through A from B: the same bytes, type and cache headers', async () => {
    const { a, b, t } = cluster;
    const member = await createUser(t);
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
    const coach = await createUser(t, { userTypeId: 2, isActiveCoach: true });
    const client = await createUser(t);
    await t.database.db.transaction((tx) => openPair(tx, client.id, coach.id, new Date()));
    const pair = { coachId: coach.id, clientId: client.id };
    const socket = await cluster.hubSocket(b, '/chathub', coach.token);
    // The spec's contract: join the group '{coachId}-{clientId}', then GetChat brings each message.
    expect(await socket.timeout(5000).emitWithAck('JoinChat', pair)).toEqual({ ok: true });
    const arrived = next<{ text: string }>(socket, 'GetChat');
    const posted = await api(a, client.token, 'POST', '/api/ChatConversation/InsertChatMessage', {
      ...pair,
      message: 'See you on Tuesday',
    });
    expect(posted.status).toBe(201);
    expect((await arrived).text).toBe('See you on Tuesday');
  });
});
