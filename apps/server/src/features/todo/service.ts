import { and, asc, between, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACTIONS,
  addDays,
  memberToday,
  TODO_MESSAGES,
  TODO_TASKS_PER_DAY,
  type TaskDay,
  type addTaskRequestSchema,
  type editTaskRequestSchema,
} from '@oola/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { tasks } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { conflict, notFound } from '../../core/app-error.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type AddTask = z.output<typeof addTaskRequestSchema>;
type EditTask = z.output<typeof editTaskRequestSchema>;

const openTasksQuery = prepared((db) =>
  db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, sql.placeholder('userId')),
        isNull(tasks.completedAt),
        between(tasks.day, sql.placeholder('first'), sql.placeholder('last')),
      ),
    )
    .orderBy(asc(tasks.day), asc(tasks.createdAt), asc(tasks.id))
    .prepare('open_tasks'),
);

/** GET ToDoList/GetTasks: the open tasks of the member's today and the next six days, one group per day. */
export async function listTasks(db: Db, user: AuthUser, now: Date): Promise<TaskDay[]> {
  const today = memberToday(user.timeZone, now);
  const last = addDays(today, ACTIONS.dayWindow.max);
  const rows = await openTasksQuery(db).execute({ userId: user.id, first: today, last });
  const days: TaskDay[] = [];
  for (let day = ACTIONS.dayWindow.min; day <= ACTIONS.dayWindow.max; day += 1) {
    const date = addDays(today, day);
    days.push({
      day,
      date,
      tasks: rows
        .filter((row) => row.day === date)
        .map((row) => ({ id: row.id, text: row.text, createdDate: row.createdAt.toISOString() })),
    });
  }
  return days;
}

/** The member's own open task, or a 404 exactly as if another member's task did not exist. */
async function ownOpenTask(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.userId, userId), isNull(tasks.completedAt)));
  if (!row) throw notFound('Task not found.');
  return row;
}

const dayOf = (user: AuthUser, dayNumber: number, now: Date) => addDays(memberToday(user.timeZone, now), dayNumber);

/** POST ToDoList/AddTask: a task on day 0-6, at most TODO_TASKS_PER_DAY added in 24 hours. */
export async function addTask(db: Db, user: AuthUser, body: AddTask, now: Date): Promise<TaskDay[]> {
  const since = new Date(now.getTime() - DAY_MS);
  const [added] = await db
    .select({ count: count() })
    .from(tasks)
    .where(and(eq(tasks.userId, user.id), gt(tasks.createdAt, since)));
  if ((added?.count ?? 0) >= TODO_TASKS_PER_DAY) throw conflict(TODO_MESSAGES.dailyLimit);
  await db.insert(tasks).values({ userId: user.id, text: body.text, day: dayOf(user, body.dayNumber, now) });
  return listTasks(db, user, now);
}

/** PUT ToDoList/EditTask: new text and day. */
export async function editTask(db: Db, user: AuthUser, body: EditTask, now: Date): Promise<TaskDay[]> {
  const task = await ownOpenTask(db, user.id, body.id);
  await db
    .update(tasks)
    .set({ text: body.text, day: dayOf(user, body.dayNumber, now) })
    .where(eq(tasks.id, task.id));
  return listTasks(db, user, now);
}

/** PUT ToDoList/CompleteTask/{id}: done; it leaves the list. */
export async function completeTask(db: Db, user: AuthUser, id: number, now: Date): Promise<TaskDay[]> {
  const task = await ownOpenTask(db, user.id, id);
  await db.update(tasks).set({ completedAt: now }).where(eq(tasks.id, task.id));
  return listTasks(db, user, now);
}

/** DELETE ToDoList/DeleteTask/{id}. */
export async function deleteTask(db: Db, user: AuthUser, id: number, now: Date): Promise<TaskDay[]> {
  const task = await ownOpenTask(db, user.id, id);
  await db.delete(tasks).where(eq(tasks.id, task.id));
  return listTasks(db, user, now);
}
