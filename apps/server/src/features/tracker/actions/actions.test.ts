import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberToday } from '@oola/domain';
import { actions, users } from '../../../db/schema/index.js';
import { newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const actionsOf = async (userId: number) => t.database.db.select().from(actions).where(eq(actions.userId, userId));
const stepOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.stepId;

interface Saved {
  actions: { id: number; text: string; day: string; completed: boolean }[];
}

describe('POST /api/Actions', () => {
  it("saves today's actions in the member's time zone, dropping empty ones and normalising text", async () => {
    const member = await newMember(t, { step: 3, timeZone: 'Pacific/Kiritimati' });
    const { status, body } = await call<Saved>(t, {
      method: 'POST',
      url: '/api/actions',
      headers: member.auth,
      payload: { UserId: member.id, Actions: ['  Walk  20 minutes', '', 'Read 10 pages', 'Call a friend', '   '] },
    });
    expect(status).toBe(200);
    expect(body.actions.map((action) => action.text)).toEqual(['Walk 20 minutes', 'Read 10 pages', 'Call a friend']);
    expect(body.actions[0]!.day).toBe(memberToday('Pacific/Kiritimati'));
    const again = await call<Saved>(t, {
      method: 'POST',
      url: '/api/Actions',
      headers: member.auth,
      payload: { userId: member.id, actions: ['One', 'Two', 'Three', 'Four'] },
    });
    expect(again.body.actions).toHaveLength(4);
    expect(await actionsOf(member.id)).toHaveLength(4);
  });

  it('refuses fewer than 3 or more than 15 (409), too long text (400): nothing written', async () => {
    const member = await newMember(t, { step: 3 });
    const send = (list: unknown) =>
      call<{ message: string }>(t, {
        method: 'POST',
        url: '/api/Actions',
        headers: member.auth,
        payload: { userId: member.id, actions: list },
      });
    const many = await send(Array.from({ length: 16 }, (_, i) => `Action ${i}`));
    expect(many.status).toBe(409);
    expect(many.body.message).toBe('You can add only 15 actions.');
    expect((await send(['a', 'b', ''])).status).toBe(409);
    expect((await send(['a', 'b', 'x'.repeat(301)])).status).toBe(400);
    expect((await send('abc')).status).toBe(400);
    expect((await send([1, 2, 3])).status).toBe(400);
    expect(await actionsOf(member.id)).toHaveLength(0);
  });

  it('answers 403 for another user id and 401 without a token', async () => {
    const member = await newMember(t, { step: 3 });
    const other = await newMember(t, { step: 3 });
    const payload = { userId: other.id, actions: ['a', 'b', 'c'] };
    expect((await call(t, { method: 'POST', url: '/api/Actions', headers: member.auth, payload })).status).toBe(403);
    expect((await call(t, { method: 'POST', url: '/api/Actions', payload })).status).toBe(401);
    expect(await actionsOf(other.id)).toHaveLength(0);
  });
});

describe('PUT /api/Actions/AsyncCompleteAction', () => {
  const save = async (member: { id: number; auth: { authorization: string } }) =>
    (
      await call<Saved>(t, {
        method: 'POST',
        url: '/api/Actions',
        headers: member.auth,
        payload: { userId: member.id, actions: ['Walk', 'Read', 'Stretch', 'Pray'] },
      })
    ).body.actions;
  const complete = (member: { id: number; auth: { authorization: string } }, id: number) =>
    call<{ todayCompleted: number; userStepId: number; message: string }>(t, {
      method: 'PUT',
      url: '/api/Actions/AsyncCompleteAction',
      headers: member.auth,
      payload: { UserId: member.id, Id: id },
    });

  it('completes actions one by one; the third moves a Step 3 member to step 4', async () => {
    const member = await newMember(t, { step: 3 });
    const saved = await save(member);
    const first = await complete(member, saved[0]!.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ todayCompleted: 1, userStepId: 3 });
    expect((await complete(member, saved[0]!.id)).body.todayCompleted).toBe(1);
    expect((await complete(member, saved[1]!.id)).body.userStepId).toBe(3);
    expect(await stepOf(member.id)).toBe(3);
    const third = await complete(member, saved[2]!.id);
    expect(third.body).toMatchObject({ todayCompleted: 3, userStepId: 4 });
    expect(await stepOf(member.id)).toBe(4);
  });

  it('does not move a member who is already past Step 3', async () => {
    const member = await newMember(t, { step: 5 });
    const saved = await save(member);
    for (const action of saved.slice(0, 3)) await complete(member, action.id);
    expect(await stepOf(member.id)).toBe(5);
  });

  it("refuses another member's action (404), an action of another day (409), bad input (400), no token (401)", async () => {
    const member = await newMember(t, { step: 3 });
    const other = await newMember(t, { step: 3 });
    const [theirs] = await save(other);
    expect((await complete(member, theirs!.id)).status).toBe(404);
    const [old] = await t.database.db
      .insert(actions)
      .values({ userId: member.id, text: 'Yesterday', day: '2020-01-01' })
      .returning();
    const stale = await complete(member, old!.id);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("You can only complete today's actions.");
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: '/api/Actions/AsyncCompleteAction',
          headers: member.auth,
          payload: { userId: member.id, id: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: '/api/Actions/AsyncCompleteAction',
          headers: member.auth,
          payload: { userId: other.id, id: theirs!.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t, { method: 'PUT', url: '/api/Actions/AsyncCompleteAction', payload: { userId: member.id, id: 1 } }))
        .status,
    ).toBe(401);
    expect((await actionsOf(other.id)).every((row) => row.completedAt === null)).toBe(true);
  });
});
