import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, memberToday, TODO_MESSAGES, TODO_TASKS_PER_DAY, type TaskDay } from '@oola/domain';
import { tasks } from '../../db/schema/index.js';
import { newMember, newNonSubscriber } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Member = Identity;
const tasksOf = async (userId: number) => t.database.db.select().from(tasks).where(eq(tasks.userId, userId));
const add = (member: Member, payload: Record<string, unknown>) =>
  call<TaskDay[]>(t, { method: 'POST', url: '/api/ToDoList/AddTask', headers: member.auth, payload });
const firstTaskId = (days: TaskDay[]) => days.flatMap((day) => day.tasks)[0]!.id;

describe('GET /api/ToDoList/GetTasks', () => {
  it("answers seven days from the member's today, each with its date and open tasks", async () => {
    const member = await newMember(t, { timeZone: 'Pacific/Kiritimati' });
    await add(member, { Text: 'Today task', DayNumber: 0 });
    await add(member, { Text: 'Later task', DayNumber: 6 });
    const { status, body } = await call<TaskDay[]>(t, {
      method: 'GET',
      url: '/api/ToDoList/GetTasks',
      headers: member.auth,
    });
    expect(status).toBe(200);
    const today = memberToday('Pacific/Kiritimati');
    expect(body.map((day) => day.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(body.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n)));
    expect(body[0]!.tasks).toEqual([{ id: expect.any(Number), text: 'Today task', createdDate: expect.any(String) }]);
    expect(body[6]!.tasks[0]!.text).toBe('Later task');
  });

  it('answers 403 to a non-subscriber and 401 without a token', async () => {
    const guest = await newNonSubscriber(t);
    expect((await call(t, { method: 'GET', url: '/api/ToDoList/GetTasks', headers: guest.auth })).status).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/ToDoList/GetTasks' })).status).toBe(401);
  });
});

describe('POST /api/ToDoList/AddTask', () => {
  it('adds a task with normalised text and answers the refreshed list', async () => {
    const member = await newMember(t);
    const { status, body } = await add(member, { text: '   Buy  milk ', dayNumber: 2 });
    expect(status).toBe(200);
    expect(body[2]!.tasks.map((task) => task.text)).toEqual(['Buy milk']);
  });

  it('refuses empty text, text over 300 and a day outside 0-6 (400), writing nothing', async () => {
    const member = await newMember(t);
    for (const payload of [
      { text: '   ', dayNumber: 0 },
      { text: 'x'.repeat(301), dayNumber: 0 },
      { text: 'Fine', dayNumber: 7 },
      { text: 'Fine', dayNumber: -1 },
      { text: 'Fine' },
    ]) {
      expect((await add(member, payload)).status).toBe(400);
    }
    const tooLong = await add(member, { text: 'x'.repeat(301), dayNumber: 0 });
    expect(tooLong.body).toMatchObject({ message: expect.any(String) });
    expect(await tasksOf(member.id)).toHaveLength(0);
  });

  it('adds at most 50 tasks in 24 hours, then 409 with nothing written, and again a day later', async () => {
    const member = await newMember(t);
    for (let index = 0; index < TODO_TASKS_PER_DAY; index += 1) {
      expect((await add(member, { text: `Task ${index}`, dayNumber: index % 7 })).status).toBe(200);
    }
    const refused = await add(member, { text: 'One too many', dayNumber: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: TODO_MESSAGES.dailyLimit });
    expect(await tasksOf(member.id)).toHaveLength(TODO_TASKS_PER_DAY);

    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    await t.database.db.update(tasks).set({ createdAt: dayAgo }).where(eq(tasks.userId, member.id));
    expect((await add(member, { text: 'Next day', dayNumber: 0 })).status).toBe(200);
  });

  it('answers 403 to a non-subscriber (nothing written) and 401 without a token', async () => {
    const guest = await newNonSubscriber(t);
    expect((await add(guest, { text: 'Nope', dayNumber: 0 })).status).toBe(403);
    expect(await tasksOf(guest.id)).toHaveLength(0);
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/ToDoList/AddTask',
      payload: { text: 'x', dayNumber: 0 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /api/ToDoList/EditTask', () => {
  it('changes text and day; 400 for bad input; 404 for another member’s task', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const id = firstTaskId((await add(member, { text: 'Draft', dayNumber: 0 })).body);
    const edit = (who: Member, payload: Record<string, unknown>) =>
      call<TaskDay[]>(t, { method: 'PUT', url: '/api/ToDoList/EditTask', headers: who.auth, payload });
    const { status, body } = await edit(member, { Id: id, Text: 'Final  text', DayNumber: 4 });
    expect(status).toBe(200);
    expect(body[0]!.tasks).toHaveLength(0);
    expect(body[4]!.tasks[0]).toMatchObject({ id, text: 'Final text' });
    expect((await edit(member, { id, text: '', dayNumber: 1 })).status).toBe(400);
    expect((await edit(member, { id, text: 'ok', dayNumber: 9 })).status).toBe(400);
    expect((await edit(other, { id, text: 'Stolen', dayNumber: 1 })).status).toBe(404);
    const [row] = await tasksOf(member.id);
    expect(row).toMatchObject({ text: 'Final text' });
    expect(
      (await call(t, { method: 'PUT', url: '/api/ToDoList/EditTask', payload: { id, text: 'x', dayNumber: 1 } }))
        .status,
    ).toBe(401);
  });
});

describe('PUT /api/ToDoList/CompleteTask/{id} and DELETE /api/ToDoList/DeleteTask/{id}', () => {
  it('complete and delete answer the refreshed list without the task', async () => {
    const member = await newMember(t);
    await add(member, { text: 'One', dayNumber: 0 });
    const both = (await add(member, { text: 'Two', dayNumber: 1 })).body;
    const [one, two] = both.flatMap((day) => day.tasks);
    const completed = await call<TaskDay[]>(t, {
      method: 'PUT',
      url: `/api/ToDoList/CompleteTask/${one!.id}`,
      headers: member.auth,
    });
    expect(completed.status).toBe(200);
    expect(completed.body.flatMap((day) => day.tasks).map((task) => task.text)).toEqual(['Two']);
    expect((await tasksOf(member.id)).find((row) => row.id === one!.id)?.completedAt).not.toBeNull();
    const deleted = await call<TaskDay[]>(t, {
      method: 'DELETE',
      url: `/api/ToDoList/DeleteTask/${two!.id}`,
      headers: member.auth,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.flatMap((day) => day.tasks)).toHaveLength(0);
    expect(await tasksOf(member.id)).toHaveLength(1);
  });

  it('404 for another member’s task or a completed one, 400 for a bad id, 403 for a non-subscriber, 401 without a token', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const guest = await newNonSubscriber(t);
    const id = firstTaskId((await add(member, { text: 'Mine', dayNumber: 0 })).body);
    for (const [method, path] of [
      ['PUT', 'CompleteTask'],
      ['DELETE', 'DeleteTask'],
    ] as const) {
      expect((await call(t, { method, url: `/api/ToDoList/${path}/${id}`, headers: other.auth })).status).toBe(404);
      expect((await call(t, { method, url: `/api/ToDoList/${path}/abc`, headers: member.auth })).status).toBe(400);
      expect((await call(t, { method, url: `/api/ToDoList/${path}/${id}`, headers: guest.auth })).status).toBe(403);
      expect((await call(t, { method, url: `/api/ToDoList/${path}/${id}` })).status).toBe(401);
    }
    expect(await tasksOf(member.id)).toHaveLength(1);
    await call(t, { method: 'PUT', url: `/api/ToDoList/CompleteTask/${id}`, headers: member.auth });
    expect(
      (await call(t, { method: 'PUT', url: `/api/ToDoList/CompleteTask/${id}`, headers: member.auth })).status,
    ).toBe(404);
  });
});
