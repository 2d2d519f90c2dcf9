import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@oola/domain';
import { notifications } from '../../db/schema/index.js';
import { hubSockets } from '../../test/hub-sockets.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

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

const entryFor = async (userId: number, url: string | null = null) => {
  const [row] = await t.database.db
    .insert(notifications)
    .values({ userId, title: 'Time to track', message: 'How did today go?', url })
    .returning();
  return row!.id;
};

const read = (payload: object, headers: Record<string, string> = {}) =>
  call(t, { method: 'POST', url: '/api/Notification/Read', headers, payload });

const readAtOf = async (id: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.readAt;

describe('POST /api/Notification/Read', () => {
  it("marks the caller's entries read once, lists them read with their page, and tells the member's pages", async () => {
    const member = await newMember(t);
    const tracker = await entryFor(member.id, '/dashboard');
    const other = await entryFor(member.id);
    const socket = await hubs.connected('/notificationshub', member.token);
    const told = new Promise((resolve) => socket.once('GetNotifications', () => resolve(true)));

    // The read time is the server's clock, not the system's.
    t.clock.advanceDays(2);
    const before = t.clock.now().getTime();
    expect((await read({ Ids: [tracker] }, member.auth)).status).toBe(204);
    expect(await told).toBe(true);
    const firstRead = await readAtOf(tracker);
    expect(firstRead!.getTime()).toBeGreaterThanOrEqual(before);
    expect(firstRead!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await readAtOf(other)).toBeNull();

    t.clock.advanceMinutes(5);
    expect((await read({ ids: [tracker, other] }, member.auth)).status).toBe(204);
    expect(await readAtOf(tracker)).toEqual(firstRead);
    expect((await readAtOf(other))!.getTime()).toBeGreaterThan(firstRead!.getTime());

    const listed = await call<Notification[]>(t, {
      method: 'GET',
      url: '/api/Notification/GetNotification',
      headers: member.auth,
    });
    expect(listed.body.find((entry) => entry.id === tracker)).toMatchObject({
      url: '/dashboard',
      readAt: firstRead!.toISOString(),
    });
    expect(listed.body.find((entry) => entry.id === other)?.url).toBeNull();
  });

  it("answers 400 for a bad body, 401 without a token, 403 for another member's entry, 404 for an unknown one; marks nothing", async () => {
    const member = await newMember(t);
    const stranger = await newMember(t);
    const mine = await entryFor(member.id);
    const theirs = await entryFor(stranger.id);

    expect((await read({ ids: [] }, member.auth)).status).toBe(400);
    expect((await read({ ids: ['first'] }, member.auth)).status).toBe(400);
    expect((await read({}, member.auth)).status).toBe(400);
    expect((await read({ ids: [mine] })).status).toBe(401);
    expect((await read({ ids: [mine, theirs] }, member.auth)).status).toBe(403);
    expect((await read({ ids: [mine, 999_999] }, member.auth)).status).toBe(404);
    expect(await readAtOf(mine)).toBeNull();
    expect(await readAtOf(theirs)).toBeNull();
  });
});
