import { z } from 'zod';
import { ACTIONS } from '../constants.js';
import { cleanText } from '../text.js';
import {
  calendarDay,
  coercedIdSchema,
  coercedWholeNumber,
  newOrExistingId,
  singleLine,
  singleLineText,
} from './primitives.js';

export const ACTION_MESSAGES = {
  almostThere: 'You are almost there',
  onlyFifteen: 'You can add only 15 actions.',
  atLeastThree: 'Please write at least 3 actions.',
  trackerTitle: 'Click the Tracker 3 times',
  onlyToday: "You can only complete today's actions.",
} as const;

/** Action text as saved: trimmed, double spaces collapsed, at most 300 characters. */
export const actionTextSchema = singleLine()
  .transform(cleanText)
  .pipe(z.string().max(ACTIONS.maxTextLength, `An action has at most ${ACTIONS.maxTextLength} characters`));

/** POST Actions (step 3 save): empty items are dropped; 3-15 remain (checked by the service). */
export const saveActionsRequestSchema = z.object({
  userId: coercedIdSchema,
  actions: z.array(actionTextSchema).max(100, 'Too many actions'),
});
z.globalRegistry.add(saveActionsRequestSchema, { id: 'SaveActionsRequest' });
export type SaveActionsRequest = z.input<typeof saveActionsRequestSchema>;

export const actionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  position: z.number().int(),
  day: z.string(),
  completed: z.boolean(),
});
export type ActionItem = z.infer<typeof actionSchema>;

export const saveActionsResponseSchema = z.object({ actions: z.array(actionSchema) });
z.globalRegistry.add(saveActionsResponseSchema, { id: 'SaveActionsResponse' });

export const completeActionRequestSchema = z.object({ userId: coercedIdSchema, id: coercedIdSchema });
z.globalRegistry.add(completeActionRequestSchema, { id: 'CompleteActionRequest' });
export type CompleteActionRequest = z.input<typeof completeActionRequestSchema>;

export const completeActionResponseSchema = z.object({
  id: z.number().int(),
  completed: z.boolean(),
  /** Actions completed today, this one included. */
  todayCompleted: z.number().int(),
  userStepId: z.number().int(),
});
z.globalRegistry.add(completeActionResponseSchema, { id: 'CompleteActionResponse' });
export type CompleteActionResponse = z.infer<typeof completeActionResponseSchema>;

/** Texts of the dashboard's action tracker, word for word. */
export const TRACKER_MESSAGES = {
  invalidDate: 'Invalid Date',
  noWeekday: 'Select at least one day of the week',
  taskRequired: 'Please define your task',
  noActionTitle: 'YOU MUST DEFINE AT LEAST 1 ACTION',
  noActionText: 'Please write your actions.',
  limitTitle: "YOU'VE REACHED YOUR ACTION STEP LIMIT OF 15",
  limitHint: 'Edit or delete one of your action steps to make room for a new one.',
  confirmTitle: 'ARE YOU SURE?',
  startBeforeToday: 'The start date cannot be before today.',
  endBeforeStart: 'The end date cannot be before the start date.',
  futureDay: 'Actions of a future day cannot be completed or deleted yet.',
  completedLocked: 'A completed action step cannot be changed or deleted.',
  notRepeating: 'This action does not repeat.',
  dailyStepsFull: 'You have already taken the most steps a day allows.',
} as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a 'YYYY-MM-DD' day, as a repeat-rule flag name. */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

const isoDay = calendarDay(TRACKER_MESSAGES.invalidDate);

/** Repeat rule as sent: start, optional end (Ends: Never or On a date), weekday flags. */
export const repeatRuleInputSchema = z
  .object({
    startDate: isoDay,
    endDate: isoDay.nullish(),
    monday: z.boolean().default(false),
    tuesday: z.boolean().default(false),
    wednesday: z.boolean().default(false),
    thursday: z.boolean().default(false),
    friday: z.boolean().default(false),
    saturday: z.boolean().default(false),
    sunday: z.boolean().default(false),
    actionId: newOrExistingId(),
  })
  .refine((rule) => WEEKDAYS.some((day) => rule[day]), { message: TRACKER_MESSAGES.noWeekday })
  .refine((rule) => !rule.endDate || rule.endDate >= rule.startDate, { message: TRACKER_MESSAGES.endBeforeStart });
export type RepeatRuleInput = z.input<typeof repeatRuleInputSchema>;

export const repeatRuleSchema = z.object({
  startDate: z.string(),
  endDate: z.string().nullable(),
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
  sunday: z.boolean(),
  actionId: z.number().int(),
});
export type RepeatRule = z.infer<typeof repeatRuleSchema>;

export const trackerActionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  index: z.number().int(),
  /** A short line under the text, e.g. 'Repeats every weekday'. */
  extraText: z.string().nullable(),
  canBeRemoved: z.boolean(),
  actionRepeating: repeatRuleSchema.nullable(),
  createdDate: z.string(),
  completed: z.boolean(),
});
export type TrackerAction = z.infer<typeof trackerActionSchema>;

export const actionListResponseSchema = z.object({
  /** The member's calendar day shown ('YYYY-MM-DD'). */
  day: z.string(),
  actions: z.array(trackerActionSchema),
  /** Steps taken (completed actions) on that day. */
  todayActionsCount: z.number().int(),
  displayFailModal: z.boolean(),
  phaseNumber: z.number().int(),
  courseId: z.number().int(),
});
z.globalRegistry.add(actionListResponseSchema, { id: 'ActionListResponse' });
export type ActionListResponse = z.infer<typeof actionListResponseSchema>;

export const dayActionsParamsSchema = z.object({
  userId: coercedIdSchema,
  dayOffset: singleLineText(16, TRACKER_MESSAGES.invalidDate),
});

/** A day offset from the member's today: 0 Today, 1 Tomorrow ... 6; anything else is 'Invalid Date'. */
export function parseDayOffset(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const offset = Number(value);
  return offset >= ACTIONS.dayWindow.min && offset <= ACTIONS.dayWindow.max ? offset : null;
}

/** POST Actions/UpdateInsertActions: the tracker's rows; a row with id 0, null or none is new (today). */
export const updateInsertActionsRequestSchema = z.object({
  userId: coercedIdSchema,
  actions: z.array(z.object({ id: newOrExistingId(), text: actionTextSchema })).max(100, 'Too many actions'),
});
z.globalRegistry.add(updateInsertActionsRequestSchema, { id: 'UpdateInsertActionsRequest' });
export type UpdateInsertActionsRequest = z.input<typeof updateInsertActionsRequestSchema>;

/** POST Actions/UpdateInsertAction (DAILY ACTIONS): one action on a day, optionally repeating. */
export const updateInsertActionRequestSchema = z.object({
  id: newOrExistingId(),
  text: actionTextSchema.pipe(z.string().min(1, TRACKER_MESSAGES.taskRequired)),
  unlockedDate: isoDay,
  actionRepeating: repeatRuleInputSchema.nullish(),
});
z.globalRegistry.add(updateInsertActionRequestSchema, { id: 'UpdateInsertActionRequest' });
export type UpdateInsertActionRequest = z.input<typeof updateInsertActionRequestSchema>;

export const insertEmptyCompletedRequestSchema = z.object({
  userId: coercedIdSchema,
  text: actionTextSchema.default(''),
});
z.globalRegistry.add(insertEmptyCompletedRequestSchema, { id: 'InsertEmptyCompletedRequest' });

export const actionIdParamsSchema = z.object({ id: coercedIdSchema });
export const actionIdResponseSchema = z.object({ id: z.number().int() });
z.globalRegistry.add(actionIdResponseSchema, { id: 'ActionIdResponse' });

export const reactivateParamsSchema = z.object({
  userId: coercedIdSchema,
  courseId: coercedWholeNumber(0),
  restartFlag: z.enum(['true', 'false', 'True', 'False', '1', '0']),
});
export const reactivateResponseSchema = z.object({ displayFailModal: z.boolean(), phaseNumber: z.number().int() });
z.globalRegistry.add(reactivateResponseSchema, { id: 'ReactivateResponse' });
