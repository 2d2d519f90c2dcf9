import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToday } from '@oola/domain';
import { actions, userAchievements } from '../../../db/schema/index.js';
import { hubSockets } from '../../../test/hub-sockets.js';
import { newMember, type Identity } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { keepErasedSteps } from './service.js';

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

const readCounter = async (auth: Record<string, string>) =>
  (await call<number>(t, { method: 'GET', url: '/api/Actions/GetGlobalActionStepsTaken', headers: auth })).body;

describe('GET /api/Actions/GetGlobalActionStepsTaken', () => {
  it('counts completed steps of all members, kept by the database as rows change', async () => {
    const member = await newMember(t);
    const start = await readCounter(member.auth);
    const day = memberToday(null);
    const rows = await t.database.db
      .insert(actions)
      .values([
        { userId: member.id, text: 'a', day, completedAt: new Date() },
        { userId: member.id, text: 'b', day, completedAt: new Date() },
        { userId: member.id, text: 'c', day },
      ])
      .returning();
    expect(await readCounter(member.auth)).toBe(start + 2);
    await t.database.db.update(actions).set({ completedAt: new Date() }).where(eq(actions.id, rows[2]!.id));
    expect(await readCounter(member.auth)).toBe(start + 3);
    await t.database.db.update(actions).set({ text: 'renamed' }).where(eq(actions.userId, member.id));
    expect(await readCounter(member.auth)).toBe(start + 3);
    await t.database.db.delete(actions).where(eq(actions.id, rows[0]!.id));
    expect(await readCounter(member.auth)).toBe(start + 2);
  });

  it('adds the completed steps of erased accounts, which the actions table no longer has', async () => {
    const member = await newMember(t);
    const start = await readCounter(member.auth);
    await t.database.db.transaction((tx) => keepErasedSteps(tx, 5));
    expect(await readCounter(member.auth)).toBe(start + 5);
    await t.database.db.transaction((tx) => keepErasedSteps(tx, 2));
    expect(await readCounter(member.auth)).toBe(start + 7);
  });

  /** Adds an open step for the member and completes it through the route, listening for the counter's push. */
  async function completeNewStep(member: Identity, socket: Socket, text: string) {
    const before = await readCounter(member.auth);
    const [row] = await t.database.db
      .insert(actions)
      .values({ userId: member.id, text, day: memberToday(null) })
      .returning();
    const pushed = new Promise<number>((resolve) => socket.once('GetGlobalStepsTaken', resolve));
    const done = await call(t, {
      method: 'PUT',
      url: '/api/Actions/AsyncCompleteAction',
      headers: member.auth,
      payload: { userId: member.id, id: row!.id },
    });
    return { status: done.status, before, pushed };
  }

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/Actions/GetGlobalActionStepsTaken' })).status).toBe(401);
  });

  it('pushes GetGlobalStepsTaken with the new number to every /actionhub socket when a member completes a step', async () => {
    const member = await newMember(t, { step: 4 });
    const watcher = await newMember(t);
    const socket = await hubs.connected('/actionhub', watcher.token);
    const { status, before, pushed } = await completeNewStep(member, socket, 'Walk');
    expect(status).toBe(200);
    expect(await pushed).toBe(before + 1);
  });

  it('still answers the step, pushes the number and awards the badge when another processor fails', async () => {
    const member = await newMember(t, { step: 4 });
    const watcher = await newMember(t);
    const socket = await hubs.connected('/actionhub', watcher.token);
    t.app.events.register({
      name: 'broken on purpose',
      handles: ['action.tracked'],
      handle: () => {
        throw new Error('broken on purpose');
      },
    });
    const { status, before, pushed } = await completeNewStep(member, socket, 'Stretch');
    expect(status).toBe(200);
    expect(await pushed).toBe(before + 1);
    await t.app.events.settled();
    const awarded = await t.database.db.select().from(userAchievements).where(eq(userAchievements.userId, member.id));
    expect(awarded.map((award) => award.achievementId)).toContain(26);
  });
});
