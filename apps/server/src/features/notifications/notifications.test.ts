import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@oola/domain';
import { notifications } from '../../db/schema/index.js';
import { hubSockets } from '../../test/hub-sockets.js';
import { newMember, newStaff } from '../../test/factories/index.js';
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

const send = (payload: object, headers: Record<string, string> = {}) =>
  call<Notification & { message: string }>(t, { method: 'POST', url: '/api/Notification/Send', headers, payload });

const rowsOf = async (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/Notification/Send and GET /api/Notification/GetNotification', () => {
  it("stores a staff member's notification, pushes GetNotifications to the member's sockets and lists it", async () => {
    const staff = await newStaff(t);
    const member = await newMember(t);
    const socket = await hubs.connected('/notificationshub', member.token);
    const pushed = new Promise((resolve) => socket.once('GetNotifications', () => resolve(true)));

    const sent = await send(
      { UserId: member.id, Title: 'Summit news', Message: '<p>See you <b>there</b>!</p>' },
      staff.auth,
    );
    expect(sent.status).toBe(201);
    expect(await pushed).toBe(true);

    const { status, body } = await call<Notification[]>(t, {
      method: 'GET',
      url: '/api/notification/getnotification',
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ title: 'Summit news', message: '<p>See you <b>there</b>!</p>', readAt: null });
  });

  it('answers 403 for a member who is not staff, 404 for an unknown member, 400 for a bad body, 401; writes nothing', async () => {
    const staff = await newStaff(t);
    const member = await newMember(t);
    expect((await send({ userId: member.id, title: 'Hi', message: 'Hello' }, member.auth)).status).toBe(403);
    expect((await send({ userId: 999_999, title: 'Hi', message: 'Hello' }, staff.auth)).status).toBe(404);
    expect((await send({ userId: member.id, title: ' ', message: 'Hello' }, staff.auth)).status).toBe(400);
    expect((await send({ userId: member.id, title: 'Hi' }, staff.auth)).status).toBe(400);
    expect((await send({ userId: member.id, title: 'Hi', message: 'Hello' })).status).toBe(401);
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it("lists only the caller's notifications; 401 without a token", async () => {
    const staff = await newStaff(t);
    const member = await newMember(t);
    const other = await newMember(t);
    await send({ userId: other.id, title: 'For someone else', message: 'x' }, staff.auth);
    const mine = await call<Notification[]>(t, {
      method: 'GET',
      url: '/api/Notification/GetNotification',
      headers: member.auth,
    });
    expect(mine.body).toEqual([]);
    expect((await call(t, { method: 'GET', url: '/api/Notification/GetNotification' })).status).toBe(401);
  });
});
