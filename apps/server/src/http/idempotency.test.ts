import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TaskDay } from '@oola/domain';
import { actions, idempotentRequests, tasks } from '../db/schema/index.js';
import { newMember } from '../test/factories/index.js';
import { call, createTestApp, type Identity, type TestApp } from '../test/test-app.js';
import { IDEMPOTENCY_MESSAGES, REPLAYED_HEADER } from './idempotency.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const KEY = 'offline-0b7d6a52-5c1e-4c39-9d0a-2f6f1d7c9e11';
const actionsOf = async (userId: number) => t.database.db.select().from(actions).where(eq(actions.userId, userId));
const tasksOf = async (userId: number) => t.database.db.select().from(tasks).where(eq(tasks.userId, userId));
const keysOf = async (userId: number) =>
  t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.userId, userId));

const emptyStep = (member: Identity, key?: string, text = '') =>
  call<{ id: number; message?: string }>(t, {
    method: 'POST',
    url: '/api/Actions/AsyncInsertEmptyCompletedAction',
    headers: key === undefined ? member.auth : { ...member.auth, 'idempotency-key': key },
    payload: { userId: member.id, text },
  });
const addTask = (member: Identity, key: string, text: string) =>
  call<TaskDay[]>(t, {
    method: 'POST',
    url: '/api/ToDoList/AddTask',
    headers: { ...member.auth, 'idempotency-key': key },
    payload: { text, dayNumber: 0 },
  });

describe('Idempotency-Key on the offline calls', () => {
  it('applies a request once and replays the same answer to a repeat with the same key', async () => {
    const member = await newMember(t);
    const first = await emptyStep(member, KEY);
    const repeat = await emptyStep(member, KEY);
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.response.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.response.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await actionsOf(member.id)).toHaveLength(1);
  });

  it('adds a to-do task once for a repeated key', async () => {
    const member = await newMember(t);
    const first = await addTask(member, KEY, 'Call mum');
    const repeat = await addTask(member, KEY, 'Call mum');
    expect(repeat.body).toEqual(first.body);
    expect((await tasksOf(member.id)).map((task) => task.text)).toEqual(['Call mum']);
  });

  it("keeps keys per member: another member's same key is applied independently", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expect((await emptyStep(member, KEY)).status).toBe(200);
    const theirs = await emptyStep(other, KEY);
    expect(theirs.status).toBe(200);
    expect(theirs.response.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await actionsOf(member.id)).toHaveLength(1);
    expect(await actionsOf(other.id)).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const member = await newMember(t);
    for (const key of ['short', 'has spaces in the key', 'x'.repeat(101), 'semi;colon-key']) {
      const refused = await emptyStep(member, key);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(IDEMPOTENCY_MESSAGES.badKey);
    }
    expect(await actionsOf(member.id)).toHaveLength(0);
    expect(await keysOf(member.id)).toHaveLength(0);
  });

  it('refuses the same key on a different request with 409 and applies nothing', async () => {
    const member = await newMember(t);
    await addTask(member, KEY, 'Call mum');
    const reused = await addTask(member, KEY, 'Water plants');
    expect(reused.status).toBe(409);
    expect((reused.body as unknown as { message: string }).message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect((await tasksOf(member.id)).map((task) => task.text)).toEqual(['Call mum']);
  });

  it('keeps no answer for a refused request, so the key is not held', async () => {
    const member = await newMember(t);
    const complete = () =>
      call(t, {
        method: 'PUT',
        url: '/api/ToDoList/CompleteTask/999999',
        headers: { ...member.auth, 'idempotency-key': KEY },
      });
    expect((await complete()).status).toBe(404);
    expect((await complete()).status).toBe(404);
    expect(await keysOf(member.id)).toHaveLength(0);
  });

  it('changes nothing for a request without a key, and answers 401 without a token', async () => {
    const member = await newMember(t);
    await emptyStep(member);
    await emptyStep(member);
    expect(await actionsOf(member.id)).toHaveLength(2);
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/Actions/AsyncInsertEmptyCompletedAction',
      headers: { 'idempotency-key': KEY },
      payload: { userId: member.id, text: '' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('forgets a key after seven days', async () => {
    const member = await newMember(t);
    await emptyStep(member, KEY);
    t.clock.advanceDays(8);
    const later = await emptyStep(member, KEY);
    expect(later.status).toBe(200);
    expect(later.response.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await actionsOf(member.id)).toHaveLength(2);
  });
});
