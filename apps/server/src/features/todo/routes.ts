import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTaskRequestSchema,
  editTaskRequestSchema,
  taskDaysSchema,
  taskIdParamsSchema,
  TODO_TASKS_PER_DAY,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { addTask, completeTask, deleteTask, editTask, listTasks } from './service.js';
import { memberAbilities } from '../../policies/member.js';

const secured = { tags: ['To-do'], security: [{ bearer: [] }] };
const days = { 200: taskDaysSchema };

/** The to-do list: tasks for the member's today and the next six days (subscribers only). */
export const todoRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/ToDoList/GetTasks',
    {
      config: { ability: memberAbilities.useToDo, errors: ['badRequest', 'notFound'] },
      schema: {
        ...secured,
        summary: "Open tasks grouped by day: day 0 (today, in the member's time zone) to 6, each with its date",
        response: days,
      },
    },
    async (request) => listTasks(db, request.user, clock.now()),
  );

  app.post(
    '/ToDoList/AddTask',
    {
      config: { ability: memberAbilities.useToDo, idempotent: true, errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Add a task (text normalized, 1-300 characters) on DayNumber 0-6; answers the refreshed list',
        description: `409 once the member has added ${TODO_TASKS_PER_DAY} tasks in the last 24 hours.`,
        body: addTaskRequestSchema,
        response: { ...days },
      },
    },
    async (request) => addTask(db, request.user, request.body, clock.now()),
  );

  app.put(
    '/ToDoList/EditTask',
    {
      config: { ability: memberAbilities.useToDo, errors: ['notFound'] },
      schema: {
        ...secured,
        summary: 'Change the text and day of an open task; answers the refreshed list',
        body: editTaskRequestSchema,
        response: days,
      },
    },
    async (request) => editTask(db, request.user, request.body, clock.now()),
  );

  app.put(
    '/ToDoList/CompleteTask/:id',
    {
      config: { ability: memberAbilities.useToDo, idempotent: true },
      schema: {
        ...secured,
        summary: 'Complete a task; answers the refreshed list',
        params: taskIdParamsSchema,
        response: days,
      },
    },
    async (request) => completeTask(db, request.user, request.params.id, clock.now()),
  );

  app.delete(
    '/ToDoList/DeleteTask/:id',
    {
      config: { ability: memberAbilities.useToDo },
      schema: {
        ...secured,
        summary: 'Delete a task; answers the refreshed list',
        params: taskIdParamsSchema,
        response: days,
      },
    },
    async (request) => deleteTask(db, request.user, request.params.id, clock.now()),
  );
};
