import { z } from 'zod';
import { ACTIONS, SUBSCRIBER_ONLY_MESSAGES } from '../constants.js';
import { cleanText } from '../text.js';
import { coercedIdSchema, singleLine } from './primitives.js';

/** A member adds at most this many tasks in any 24 hours: enough for any real week, a bound for scripts. */
export const TODO_TASKS_PER_DAY = 50;

export const TODO_MESSAGES = {
  textRequired: 'Please define your task',
  tooLong: `A task has at most ${ACTIONS.maxTextLength} characters`,
  invalidDate: 'Invalid Date',
  locked: SUBSCRIBER_ONLY_MESSAGES.toDo,
  dailyLimit: `You can add up to ${TODO_TASKS_PER_DAY} tasks a day. Please try again tomorrow.`,
  confirmAdd: 'ADD THIS TASK?',
  confirmEdit: 'SAVE YOUR CHANGES?',
  confirmComplete: 'MARK THIS TASK AS DONE?',
  confirmDelete: 'ARE YOU SURE YOU WANT TO DELETE THIS TASK?',
} as const;

/** Task text as saved: trimmed, double spaces collapsed, 1-300 characters. */
export const taskTextSchema = singleLine()
  .transform(cleanText)
  .pipe(z.string().min(1, TODO_MESSAGES.textRequired).max(ACTIONS.maxTextLength, TODO_MESSAGES.tooLong));

/** 0 = today ... 6 = six days ahead, in the member's time zone. */
export const taskDayNumberSchema = z.coerce
  .number({ message: TODO_MESSAGES.invalidDate })
  .int(TODO_MESSAGES.invalidDate)
  .min(ACTIONS.dayWindow.min, TODO_MESSAGES.invalidDate)
  .max(ACTIONS.dayWindow.max, TODO_MESSAGES.invalidDate);

export const addTaskRequestSchema = z.object({ text: taskTextSchema, dayNumber: taskDayNumberSchema });
z.globalRegistry.add(addTaskRequestSchema, { id: 'AddTaskRequest' });
export type AddTaskRequest = z.input<typeof addTaskRequestSchema>;

export const editTaskRequestSchema = addTaskRequestSchema.extend({ id: coercedIdSchema });
z.globalRegistry.add(editTaskRequestSchema, { id: 'EditTaskRequest' });
export type EditTaskRequest = z.input<typeof editTaskRequestSchema>;

export const taskIdParamsSchema = z.object({ id: coercedIdSchema });

export const taskSchema = z.object({ id: z.number().int(), text: z.string(), createdDate: z.string() });
export type Task = z.infer<typeof taskSchema>;

/** One day of the to-do list: its offset (0-6), its date ('YYYY-MM-DD') and its open tasks. */
export const taskDaySchema = z.object({ day: z.number().int(), date: z.string(), tasks: z.array(taskSchema) });
export type TaskDay = z.infer<typeof taskDaySchema>;

export const taskDaysSchema = z.array(taskDaySchema);
z.globalRegistry.add(taskDaysSchema, { id: 'TaskDays' });
