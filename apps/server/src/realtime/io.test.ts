import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSockets } from '../test/hub-sockets.js';
import { newMember } from '../test/factories/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { HUBS } from './io.js';

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

const open = (hub: string, token?: string) => hubs.open(hub, token);

/** Resolves 'connected' or the server's refusal message. */
function outcome(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('Socket.IO hubs', () => {
  it('refuse a socket without a token or with a forged one', async () => {
    expect(await outcome(open('/actionhub'))).toBe('unauthorized');
    expect(await outcome(open('/chathub', 'forged-token'))).toBe('unauthorized');
  });

  it('accept a socket with a live token on every hub and deliver events sent to its user room', async () => {
    const member = await newMember(t);
    for (const hub of HUBS) {
      const socket = open(hub, member.token);
      expect(await outcome(socket)).toBe('connected');
    }
    const socket = open('/actionhub', member.token);
    await outcome(socket);
    const received = new Promise((resolve) => socket.once('GetGlobalStepsTaken', resolve));
    t.app.hub('/actionhub').to(`user:${member.id}`).emit('GetGlobalStepsTaken', { steps: 3 });
    expect(await received).toEqual({ steps: 3 });
  });

  it('refuse a signed-out token', async () => {
    const member = await newMember(t);
    const logout = await t.app.inject({ method: 'POST', url: '/api/Logout', headers: member.auth });
    expect(logout.statusCode).toBe(204);
    expect(await outcome(open('/notificationshub', member.token))).toBe('unauthorized');
  });

  it('end a session’s sockets on every hub at logout, and only that session’s', async () => {
    const member = await newMember(t);
    const otherDevice = await newMember(t, { id: member.id + 100_000 });
    const sockets = await Promise.all(HUBS.map((hub) => hubs.connected(hub, member.token)));
    const untouched = await hubs.connected('/notificationshub', otherDevice.token);
    const ended = sockets.map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason))),
    );
    const logout = await t.app.inject({ method: 'POST', url: '/api/Logout', headers: member.auth });
    expect(logout.statusCode).toBe(204);
    expect(await Promise.all(ended)).toEqual(HUBS.map(() => 'io server disconnect'));
    expect(untouched.connected).toBe(true);
  });
});
